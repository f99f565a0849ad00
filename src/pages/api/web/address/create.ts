import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { createAddress, AddressSchema } from '#server/orders';
import { AddressInputSchema } from '#lib/validation/address';
import { operation } from '#server/openapi';

export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const input = await readBody(ctx.request, AddressInputSchema);
  return ok(await createAddress(customer.id, input), 'Address saved');
});

export const openapi = operation({ method: 'POST', summary: 'Save an address; it becomes the current one (20 per customer in 10 minutes)', tag: 'addresses', auth: true, body: AddressInputSchema, response: AddressSchema, errors: [409, 429] });
