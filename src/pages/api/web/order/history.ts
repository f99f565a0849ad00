import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { requireCustomer } from '../../../../server/auth/session';
import { listOwnOrders } from '../../../../server/orders/order-queries';
import { NO_STORE } from '../../../../server/orders/no-store';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  return ok(await listOwnOrders(customer.id), 'OK', NO_STORE);
});
