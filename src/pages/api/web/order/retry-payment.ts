import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { requireCustomer } from '../../../../server/auth/session';
import { retryPayment } from '../../../../server/orders/retry-payment';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';
import { RetryPaymentBodySchema } from '../../../../server/orders/schemas';

/** A new online payment attempt for the caller's own unpaid order; answers like order/create. */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = await readBody(ctx.request, RetryPaymentBodySchema);
  return ok(await retryPayment(customer, orderId), 'Payment started', PRIVATE_HEADERS);
});
