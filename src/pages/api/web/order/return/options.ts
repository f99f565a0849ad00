import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readQuery } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { OrderIdQuerySchema } from '#server/orders';
import { operation } from '#server/openapi';
import { returnOptions, ReturnOptionsAnswerSchema } from '#server/returns';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = readQuery(ctx.url, OrderIdQuerySchema);
  return ok(await returnOptions(customer.id, orderId), 'OK', PRIVATE_HEADERS);
});

export const openapi = operation({
  method: 'GET',
  summary: "Whether one of your orders can be returned or exchanged now, its lines with the sizes they can be exchanged for, and the request once made (404 for anyone else's)",
  tag: 'returns',
  auth: true,
  query: OrderIdQuerySchema,
  response: ReturnOptionsAnswerSchema,
  errors: [404],
});
