import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { badRequest, unauthorized } from '#server/platform/errors';
import type { GatewayMessage, PaymentGateway } from './gateway';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const CallbackSchema = z.object({
  merchantOrderId: z.string().min(1).max(63),
  state: z.enum(['COMPLETED', 'FAILED']),
  amount: z.number().int().nonnegative(),
  transactionId: z.string().min(1).max(64),
});

export function signSandbox(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** The message the sandbox gateway sends when the shopper clicks Pay or Fail on its page. */
export function sandboxCallbackBody(merchantOrderId: string, amountPaise: number, paid: boolean): string {
  return JSON.stringify({
    merchantOrderId,
    state: paid ? 'COMPLETED' : 'FAILED',
    amount: amountPaise,
    transactionId: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
  });
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Our own stand-in for a redirect gateway: its hosted page is /payment/sandbox/{attemptId}, and
 * it reports outcomes with an HMAC-SHA256 signature over the raw body (SANDBOX_GATEWAY_SECRET).
 */
export function sandboxGateway(secret: string): PaymentGateway {
  return {
    name: 'sandbox',
    async createPayment(request) {
      return { redirectUrl: `/payment/sandbox/${request.attemptId}`, gatewayOrderId: null };
    },
    async fetchStatus() {
      // The sandbox reports only through its callback, which runs before the shopper returns.
      return null;
    },
    async refund() {
      // No real money moved, so it goes back at once.
      return { state: 'COMPLETED', gatewayRefundId: `SBXR${randomBytes(8).toString('hex').toUpperCase()}` };
    },
    async refundStatus() {
      return { state: 'COMPLETED', gatewayRefundId: null };
    },
    verifyCallback(headers, rawBody): GatewayMessage {
      const signature = (headers.get(SANDBOX_SIGNATURE_HEADER) ?? '').trim().toLowerCase();
      if (!signature || !sameHex(signature, signSandbox(secret, rawBody))) {
        throw unauthorized('The callback signature is missing or wrong: the message was not sent by the gateway.');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw badRequest('The callback body is not valid JSON.');
      }
      const body = CallbackSchema.safeParse(parsed);
      if (!body.success) throw badRequest('The callback body does not have the sandbox gateway fields.');
      return {
        kind: 'payment',
        update: {
          merchantOrderId: body.data.merchantOrderId,
          state: body.data.state,
          amountPaise: body.data.amount,
          transactionId: body.data.transactionId,
          gatewayOrderId: null,
        },
      };
    },
  };
}
