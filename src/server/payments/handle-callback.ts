import { badRequest, notFound, serviceUnavailable } from '#server/platform/errors';
import { log } from '#server/platform/log';
import { applyGatewayUpdate, payloadHash, type ApplyResult } from './apply-update';
import { GatewayError, type GatewayUpdate, type PaymentGateway } from './gateway';
import { gatewayNamed, isGatewayName } from './gateways';
import { refreshRefund, refundDuplicatePayment } from './refunds';

export type CallbackResult = Omit<ApplyResult, 'duplicatePaymentId'> & { ignored: boolean };

/**
 * A callback saying "paid" or "failed" is only a hint until the gateway's own status call says
 * the same: the status answer is what gets applied (a gateway without one, the sandbox, signs
 * its callbacks with our secret instead). A failure applied unasked once settled an attempt
 * that then completed, leaving the money at the gateway (issue 35). When the gateway cannot be
 * asked, the callback is refused with a 503 so that the gateway sends it again later.
 */
async function confirmed(gateway: PaymentGateway, update: GatewayUpdate): Promise<GatewayUpdate> {
  if (update.state === 'PENDING') return update;
  let status: GatewayUpdate | null;
  try {
    status = await gateway.fetchStatus(update.merchantOrderId);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    log('warn', 'payment callback not confirmed: status check failed', { error: err.message });
    throw serviceUnavailable('The payment could not be confirmed with the gateway just now. Send the message again later.');
  }
  if (!status) return update;
  if (status.amountPaise !== null && update.amountPaise !== null && status.amountPaise !== update.amountPaise) throw badRequest('The amount in the message does not match the payment attempt.');
  return status;
}

/**
 * A server-to-server message from a gateway: verified first (a forged or altered one is refused
 * before anything is read from it), then recorded once, keyed by the hash of its exact bytes.
 * A duplicate payment it reveals is refunded before answering; if the refund cannot be sent the
 * answer is an error, so the gateway repeats the message and the refund is tried again.
 */
export async function handleCallback(gatewayName: string, headers: Headers, rawBody: string): Promise<CallbackResult> {
  if (!isGatewayName(gatewayName)) throw notFound('No such payment gateway.');
  const gateway = gatewayNamed(gatewayName);
  const message = gateway.verifyCallback(headers, rawBody);
  if (!message) return { applied: false, duplicate: false, ignored: true };
  if (message.kind === 'refund') {
    const refund = await refreshRefund(message.merchantRefundId);
    return { applied: refund !== null, duplicate: false, ignored: refund === null };
  }
  const update = await confirmed(gateway, message.update);
  const { duplicatePaymentId, ...result } = await applyGatewayUpdate(gatewayName, update, 'callback', payloadHash(rawBody));
  if (duplicatePaymentId) await refundDuplicatePayment(duplicatePaymentId);
  return { ...result, ignored: false };
}
