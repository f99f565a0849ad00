import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { requireCustomer } from '../../../../server/auth/session';
import { listOwnOrders } from '../../../../server/orders/order-queries';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  return ok(await listOwnOrders(customer.id), 'OK', PRIVATE_HEADERS);
});
