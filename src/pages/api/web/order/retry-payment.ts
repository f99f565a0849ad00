import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { retryPayment } from '#server/workflows';
import { RetryPaymentBodySchema, CreateOrderAnswerSchema } from '#server/orders';
import { operation } from '#server/openapi';

/** A new online payment attempt for the caller's own unpaid order; answers like order/create. */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = await readBody(ctx.request, RetryPaymentBodySchema);
  return ok(await retryPayment(customer, orderId), 'Payment started');
});

export const openapi = operation({ method: 'POST', summary: 'A new online payment attempt for your unpaid order', tag: 'orders', auth: true, body: RetryPaymentBodySchema, response: CreateOrderAnswerSchema, errors: [404, 409, 429] });
