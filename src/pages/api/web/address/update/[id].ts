import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody, readParams } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { updateAddress, AddressIdParamSchema, AddressSchema } from '#server/orders';
import { AddressInputSchema } from '#lib/validation/address';
import { operation } from '#server/openapi';

/** My Account's 'Edit': the same fields and messages as the checkout's Add New Address. Past orders keep their own copy. */
export const PUT = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { id } = readParams(ctx.params, AddressIdParamSchema);
  const input = await readBody(ctx.request, AddressInputSchema);
  return ok(await updateAddress(customer.id, id, input), 'Address updated');
});

export const openapi = operation({
  method: 'PUT',
  summary: 'Change one of your saved addresses (orders already placed keep the address they were placed with)',
  tag: 'addresses',
  auth: true,
  params: AddressIdParamSchema,
  body: AddressInputSchema,
  response: AddressSchema,
  errors: [404, 429],
});
