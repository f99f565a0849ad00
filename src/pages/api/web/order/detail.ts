import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readQuery } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { getOwnOrderDetail, OrderIdQuerySchema, OrderDetailAnswerSchema } from '#server/orders';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { operation } from '#server/openapi';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = readQuery(ctx.url, OrderIdQuerySchema);
  return ok(await getOwnOrderDetail(customer.id, orderId), 'OK', PRIVATE_HEADERS);
});

export const openapi = operation({
  method: 'GET',
  summary: "One of your orders with its timeline, parcel tracking and expected delivery (404 for anyone else's)",
  tag: 'orders',
  auth: true,
  query: OrderIdQuerySchema,
  response: OrderDetailAnswerSchema,
  errors: [404],
});
