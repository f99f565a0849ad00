import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { parseWith, readBody } from '../../../../server/http/body';
import { requireCustomer } from '../../../../server/auth/session';
import { createOrder } from '../../../../server/orders/create-order';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';
import { CreateOrderSchema, IdempotencyKeySchema } from '../../../../lib/validation/order';

export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const header = ctx.request.headers.get('idempotency-key');
  const key = header === null ? null : parseWith(IdempotencyKeySchema, header, 'Idempotency-Key header');
  const input = await readBody(ctx.request, CreateOrderSchema);
  return ok(await createOrder(customer, input, key), 'Order placed', PRIVATE_HEADERS);
});
