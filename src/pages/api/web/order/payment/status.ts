import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readQuery } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { getPaymentStatus } from '#server/workflows';
import { OrderIdQuerySchema, PaymentStatusAnswerSchema } from '#server/orders';
import { operation } from '#server/openapi';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = readQuery(ctx.url, OrderIdQuerySchema);
  return ok(await getPaymentStatus(customer.id, orderId), 'OK');
});

export const openapi = operation({ method: 'GET', summary: 'Payment status of your own order (asks the gateway while pending)', tag: 'orders', auth: true, query: OrderIdQuerySchema, response: PaymentStatusAnswerSchema, errors: [404] });
