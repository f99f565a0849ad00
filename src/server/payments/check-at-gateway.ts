import { applyGatewayUpdate, payloadHash } from './apply-update';
import type { Attempt } from './attempts';
import type { GatewayName } from './gateway';
import type { PaymentState } from '#server/platform/db/schema/index';
import { gatewayNamed } from './gateways';
import { refundDuplicatePayment } from './refunds';

/**
 * Asks the gateway about one attempt and records its answer. Money that arrived for an order
 * that no longer takes it (already paid by another attempt, or cancelled) is refunded at once;
 * a refund that cannot be sent now is tried again by the next check or callback. Answers the
 * gateway's state, or null when it had nothing to say; throws when it cannot be reached.
 */
export async function checkAttemptAtGateway(attempt: Attempt): Promise<PaymentState | null> {
  const gateway = attempt.gateway as GatewayName;
  const update = await gatewayNamed(gateway).fetchStatus(attempt.merchantOrderId);
  if (!update) return null;
  const hash = payloadHash(`${update.state}|${update.transactionId ?? ''}`);
  const { duplicatePaymentId } = await applyGatewayUpdate(gateway, update, 'status', hash);
  if (duplicatePaymentId) await refundDuplicatePayment(duplicatePaymentId);
  return update.state;
}
