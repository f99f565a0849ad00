import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentState } from '#server/platform/db/schema/index';
import { badRequest, unauthorized } from '#server/platform/errors';
import { GatewayError, merchantRefundIdFor, type GatewayRefund, type GatewayUpdate, type PaymentGateway } from './gateway';
import { phonePeAuthHeader, withSlash, type PhonePeCredentials } from './phonepe-token';

export type PhonePeConfig = PhonePeCredentials & {
  pgBaseUrl: string;
  webhookUsername: string | undefined;
  webhookPassword: string | undefined;
};

/** PhonePe keeps an unpaid checkout open this long (seconds, 300 to 3600). */
const EXPIRE_AFTER_SECONDS = 1200;

const PayResponseSchema = z.object({ orderId: z.string().nullish(), state: z.string().nullish(), redirectUrl: z.url() });

const PaymentDetailSchema = z.object({ transactionId: z.string().nullish(), state: z.string().nullish() }).loose();

const OrderStatusSchema = z
  .object({
    orderId: z.string().nullish(),
    merchantOrderId: z.string().nullish(),
    state: z.string(),
    amount: z.number().nullish(),
    paymentDetails: z.array(PaymentDetailSchema).nullish(),
  })
  .loose();

const WebhookSchema = z.object({
  event: z.string().nullish(),
  type: z.string().nullish(),
  payload: z.object({}).loose(),
});

const OrderWebhookPayloadSchema = OrderStatusSchema.extend({ merchantOrderId: z.string().min(1) });
const RefundWebhookPayloadSchema = z.object({ merchantRefundId: z.string().min(1) }).loose();

const RefundSchema = z.object({ refundId: z.string().nullish(), state: z.string() }).loose();

/** PhonePe refund states: PENDING and CONFIRMED are on the way; COMPLETED and FAILED are final. */
function toRefund(body: z.infer<typeof RefundSchema>): GatewayRefund {
  const state = body.state === 'COMPLETED' ? 'COMPLETED' : body.state === 'FAILED' ? 'FAILED' : 'PENDING';
  return { state, gatewayRefundId: body.refundId ?? null };
}

/** CREATED (no attempt yet) and anything unknown stay pending; only COMPLETED and FAILED are final. */
export function mapPhonePeState(state: string): PaymentState {
  if (state === 'COMPLETED') return 'COMPLETED';
  if (state === 'FAILED') return 'FAILED';
  return 'PENDING';
}

/** PhonePe's webhook Authorization: lowercase hex SHA-256 of "username:password" (no scheme). */
export function phonePeWebhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

function toUpdate(body: z.infer<typeof OrderStatusSchema>, merchantOrderId: string): GatewayUpdate {
  const last = body.paymentDetails?.at(-1);
  return {
    merchantOrderId,
    state: mapPhonePeState(body.state),
    amountPaise: body.amount ?? null,
    transactionId: last?.transactionId ?? null,
    gatewayOrderId: body.orderId ?? null,
  };
}

/** PhonePe Standard Checkout v2 (OAuth), per the official SDK's requests. */
export function phonePeGateway(config: PhonePeConfig): PaymentGateway {
  const pg = withSlash(config.pgBaseUrl);

  /** Sends an authorised request; a 401 forces one new token and one more try, as the SDK does. */
  async function authorised(path: string, init: RequestInit): Promise<Response> {
    for (let round = 0; round < 2; round++) {
      const auth = await phonePeAuthHeader(config, { force: round > 0 });
      let res: Response;
      try {
        res = await fetch(new URL(path, pg), {
          ...init,
          headers: { ...(init.headers as Record<string, string>), Authorization: auth, Accept: 'application/json' },
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        throw new GatewayError(`PhonePe request failed: ${(err as Error).message}`);
      }
      if (res.status !== 401 || round > 0) return res;
    }
    throw new GatewayError('unreachable');
  }

  async function refundStatus(merchantRefundId: string): Promise<GatewayRefund> {
    const res = await authorised(`payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`, { method: 'GET' });
    if (!res.ok) throw new GatewayError(`PhonePe refund status failed (HTTP ${res.status})`, res.status);
    const body = RefundSchema.safeParse(await res.json().catch(() => null));
    if (!body.success) throw new GatewayError('PhonePe answered the refund status request in an unknown shape');
    return toRefund(body.data);
  }

  return {
    name: 'phonepe',
    async createPayment(request) {
      const res = await authorised('checkout/v2/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          merchantOrderId: request.merchantOrderId,
          amount: request.amountPaise,
          expireAfter: EXPIRE_AFTER_SECONDS,
          metaInfo: { udf1: request.attemptId },
          paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: request.returnUrl } },
          prefillUserLoginDetails: { phoneNumber: request.customerMobile },
        }),
      });
      if (!res.ok) throw new GatewayError(`PhonePe refused the payment (HTTP ${res.status})`, res.status);
      const body = PayResponseSchema.safeParse(await res.json().catch(() => null));
      if (!body.success) throw new GatewayError('PhonePe answered the payment request without a redirect URL');
      return { redirectUrl: body.data.redirectUrl, gatewayOrderId: body.data.orderId ?? null };
    },

    async fetchStatus(merchantOrderId) {
      const path = `checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false&errorContext=false`;
      const res = await authorised(path, { method: 'GET' });
      if (!res.ok) throw new GatewayError(`PhonePe order status failed (HTTP ${res.status})`, res.status);
      const body = OrderStatusSchema.safeParse(await res.json().catch(() => null));
      if (!body.success) throw new GatewayError('PhonePe answered the status request in an unknown shape');
      return toUpdate(body.data, merchantOrderId);
    },

    async refund(attempt, amountPaise) {
      const merchantRefundId = merchantRefundIdFor(attempt.merchantOrderId, amountPaise);
      const res = await authorised('payments/v2/refund', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ merchantRefundId, originalMerchantOrderId: attempt.merchantOrderId, amount: amountPaise }),
      });
      // PhonePe already has this refund id (our earlier request got through): ask how it is going.
      if (res.status === 409) return refundStatus(merchantRefundId);
      if (!res.ok) throw new GatewayError(`PhonePe refused the refund (HTTP ${res.status})`, res.status);
      const body = RefundSchema.safeParse(await res.json().catch(() => null));
      if (!body.success) throw new GatewayError('PhonePe answered the refund request in an unknown shape');
      return toRefund(body.data);
    },

    refundStatus,

    verifyCallback(headers, rawBody) {
      const { webhookUsername: user, webhookPassword: pass } = config;
      if (!user || !pass) throw unauthorized('PhonePe webhooks are not configured on this shop.');
      const expected = Buffer.from(phonePeWebhookAuthorization(user, pass));
      const given = Buffer.from((headers.get('authorization') ?? '').trim().toLowerCase());
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw unauthorized('The webhook Authorization is missing or wrong: the message was not sent by PhonePe.');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw badRequest('The webhook body is not valid JSON.');
      }
      const body = WebhookSchema.safeParse(parsed);
      if (!body.success) throw badRequest('The webhook body does not have PhonePe fields.');
      const event = body.data.event ?? body.data.type ?? '';
      if (/^(pg\.refund\.|PG_REFUND_)/.test(event)) {
        const refund = RefundWebhookPayloadSchema.safeParse(body.data.payload);
        if (!refund.success) return null;
        return { kind: 'refund', merchantRefundId: refund.data.merchantRefundId };
      }
      if (!/^(checkout\.|CHECKOUT_)/.test(event)) return null;
      const order = OrderWebhookPayloadSchema.safeParse(body.data.payload);
      if (!order.success) throw badRequest('The webhook body does not have PhonePe fields.');
      return { kind: 'payment', update: toUpdate(order.data, order.data.merchantOrderId) };
    },
  };
}
