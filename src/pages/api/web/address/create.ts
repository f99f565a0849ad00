import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { requireCustomer } from '../../../../server/auth/session';
import { createAddress } from '../../../../server/orders/addresses';
import { NO_STORE } from '../../../../server/orders/no-store';
import { AddressInputSchema } from '../../../../lib/validation/address';

export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const input = await readBody(ctx.request, AddressInputSchema);
  return ok(await createAddress(customer.id, input), 'Address saved', NO_STORE);
});
