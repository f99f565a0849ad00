import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { readParams } from '../../../../../server/http/body';
import { requireCustomer } from '../../../../../server/auth/session';
import { setCurrentAddress } from '../../../../../server/orders/addresses';
import { PRIVATE_HEADERS } from '../../../../../server/http/cache-headers';
import { AddressIdParamSchema } from '../../../../../server/orders/schemas';

/** The body is not needed (the original client sent {currentAddress: true}); the path says which. */
export const PATCH = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { id } = readParams(ctx.params, AddressIdParamSchema);
  return ok(await setCurrentAddress(customer.id, id), 'Current address updated', PRIVATE_HEADERS);
});
