import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { readQuery } from '../../../../../server/http/body';
import { requireCustomer } from '../../../../../server/auth/session';
import { getPaymentStatus } from '../../../../../server/orders/payment-status';
import { PRIVATE_HEADERS } from '../../../../../server/http/cache-headers';
import { OrderIdQuerySchema } from '../../../../../server/orders/schemas';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = readQuery(ctx.url, OrderIdQuerySchema);
  return ok(await getPaymentStatus(customer.id, orderId), 'OK', PRIVATE_HEADERS);
});
