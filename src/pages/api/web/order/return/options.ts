import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { readQuery } from '../../../../../server/http/body';
import { requireCustomer } from '../../../../../server/auth/session';
import { PRIVATE_HEADERS } from '../../../../../server/http/cache-headers';
import { OrderIdQuerySchema } from '../../../../../server/orders/schemas';
import { operation } from '../../../../../server/openapi/operation';
import { returnOptions } from '../../../../../server/returns/return-options';
import { ReturnOptionsAnswerSchema } from '../../../../../server/returns/answer-schemas';

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
