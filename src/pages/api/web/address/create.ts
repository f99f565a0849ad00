import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { requireCustomer } from '../../../../server/auth/session';
import { createAddress } from '../../../../server/orders/addresses';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';
import { AddressInputSchema } from '../../../../lib/validation/address';

export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const input = await readBody(ctx.request, AddressInputSchema);
  return ok(await createAddress(customer.id, input), 'Address saved', PRIVATE_HEADERS);
});
