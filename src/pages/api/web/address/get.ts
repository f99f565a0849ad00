import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { requireCustomer } from '../../../../server/auth/session';
import { listAddresses } from '../../../../server/orders/addresses';
import { NO_STORE } from '../../../../server/orders/no-store';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  return ok(await listAddresses(customer.id), 'OK', NO_STORE);
});
