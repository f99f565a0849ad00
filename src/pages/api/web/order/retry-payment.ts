import { route } from '../../../../server/app/http/route';
import { ok } from '../../../../server/platform/http/envelope';
import { readBody } from '../../../../server/platform/http/body';
import { requireCustomer } from '../../../../server/auth/session';
import { retryPayment } from '../../../../server/workflows/retry-payment';
import { RetryPaymentBodySchema } from '../../../../server/orders/schemas';
import { operation } from '../../../../server/openapi/operation';
import { CreateOrderAnswerSchema } from '../../../../server/orders/answer-schemas';

/** A new online payment attempt for the caller's own unpaid order; answers like order/create. */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = await readBody(ctx.request, RetryPaymentBodySchema);
  return ok(await retryPayment(customer, orderId), 'Payment started');
});

export const openapi = operation({ method: 'POST', summary: 'A new online payment attempt for your unpaid order', tag: 'orders', auth: true, body: RetryPaymentBodySchema, response: CreateOrderAnswerSchema, errors: [404, 409, 429] });
