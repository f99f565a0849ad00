import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { operation } from '#server/openapi';
import { requestReturn, ReturnCreatedAnswerSchema } from '#server/returns';
import { ReturnRequestSchema } from '#lib/validation/returns';

export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const input = await readBody(ctx.request, ReturnRequestSchema);
  return ok(await requestReturn(customer.id, input), 'We have your request. We will tell you when it is approved.', PRIVATE_HEADERS);
});

export const openapi = operation({
  method: 'POST',
  summary: 'Asks to return or exchange items of a delivered order within its return window (one request per order); an exchange reserves the new size at once',
  tag: 'returns',
  auth: true,
  body: ReturnRequestSchema,
  response: ReturnCreatedAnswerSchema,
  errors: [404, 409, 422],
});
