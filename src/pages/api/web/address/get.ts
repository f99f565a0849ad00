import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { requireCustomer } from '../../../../server/auth/session';
import { listAddresses } from '../../../../server/orders/addresses';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  return ok(await listAddresses(customer.id), 'OK', PRIVATE_HEADERS);
});
