import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { startPayNow } from '#server/workflows';
import { RetryPaymentBodySchema, CreateOrderAnswerSchema } from '#server/orders';
import { operation } from '#server/openapi';

/** 'Pay now and save': pay the caller's own COD order online before dispatch; answers like order/create. */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = await readBody(ctx.request, RetryPaymentBodySchema);
  return ok(await startPayNow(customer, orderId), 'Payment started');
});

export const openapi = operation({
  method: 'POST',
  summary: "Pay your cash-on-delivery order online before dispatch at the 'Pay now and save' price",
  tag: 'orders',
  auth: true,
  body: RetryPaymentBodySchema,
  response: CreateOrderAnswerSchema,
  errors: [404, 409, 429],
});
