import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readParams } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { setCurrentAddress, AddressIdParamSchema, AddressSchema } from '#server/orders';
import { operation } from '#server/openapi';

/** The body is not needed (the original client sent {currentAddress: true}); the path says which. */
export const PATCH = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { id } = readParams(ctx.params, AddressIdParamSchema);
  return ok(await setCurrentAddress(customer.id, id), 'Current address updated');
});

export const openapi = operation({ method: 'PATCH', summary: 'Mark one of your addresses current (60 per customer in 10 minutes)', tag: 'addresses', auth: true, params: AddressIdParamSchema, response: AddressSchema, errors: [404, 429] });
