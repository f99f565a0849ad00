import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { requireCustomer } from '#server/auth';
import { auditContext } from '#server/audit';
import { cancelOwnOrder, REFUND_PENDING_MESSAGE } from '#server/workflows';
import { CancelOwnOrderSchema } from '#lib/validation/order-cancel';
import { formatINR2 } from '#lib/money';
import { operation } from '#server/openapi';

/** My Account's 'Cancel order': the caller's own order, before packing; a paid online order is refunded at once. */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId, reason } = await readBody(ctx.request, CancelOwnOrderSchema);
  const outcome = await cancelOwnOrder({ customerId: customer.id, ...auditContext(ctx) }, orderId, reason);
  const message = outcome.refundPending
    ? REFUND_PENDING_MESSAGE
    : outcome.refundPaise > 0
      ? `Your order is cancelled. ${formatINR2(outcome.refundPaise)} is on its way back to your payment method.`
      : 'Your order is cancelled.';
  const { refundPaise, ...answer } = outcome;
  return ok({ ...answer, refund: refundPaise / 100 }, message, PRIVATE_HEADERS);
});

const CancelAnswerSchema = z.object({
  orderId: z.string(),
  status: z.number().int().describe('5 Cancelled'),
  paymentStatus: z.number().int().describe('4 Refunded once the gateway has sent a paid order\'s money back'),
  refund: z.number().min(0).describe('the refund in rupees (0 for cash on delivery or an unpaid order)'),
  refundPending: z.boolean().describe('the gateway did not take the refund just now; the shop sends it again'),
});

export const openapi = operation({
  method: 'POST',
  summary: 'Cancel your own order while it waits for confirmation or is confirmed (409 once packing has started or it has shipped)',
  tag: 'orders',
  auth: true,
  body: CancelOwnOrderSchema,
  response: CancelAnswerSchema,
  errors: [404, 409, 429],
});
