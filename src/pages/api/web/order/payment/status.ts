import { z } from 'zod';
import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { readQuery } from '../../../../../server/http/body';
import { requireCustomer } from '../../../../../server/auth/session';
import { getPaymentStatus } from '../../../../../server/orders/payment-status';
import { NO_STORE } from '../../../../../server/orders/no-store';

const QuerySchema = z.object({ orderId: z.string().regex(/^[a-f0-9]{24}$/, 'must be an order _id') });

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = readQuery(ctx.url, QuerySchema);
  return ok(await getPaymentStatus(customer.id, orderId), 'OK', NO_STORE);
});
