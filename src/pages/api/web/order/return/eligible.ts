import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { requireCustomer } from '#server/auth';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { operation } from '#server/openapi';
import { eligibleOrders, EligibleOrdersAnswerSchema } from '#server/returns';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  return ok(await eligibleOrders(customer.id), 'OK', PRIVATE_HEADERS);
});

export const openapi = operation({
  method: 'GET',
  summary: 'Your delivered orders you can still return or exchange (inside the return window, no request yet), newest first',
  tag: 'returns',
  auth: true,
  response: EligibleOrdersAnswerSchema,
});
