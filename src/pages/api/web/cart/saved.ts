import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { clockNow } from '#server/platform/clock';
import { requireCustomer } from '#server/auth';
import { savedCartLines, syncCart } from '#server/recovery';
import { operation } from '#server/openapi';
import { CartLineSchema } from '#lib/cart-schema';
import { SavedCartSyncSchema } from '#lib/validation/saved-cart';

/** GET: the cart kept for the signed-in shopper. */
export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  return ok({ items: await savedCartLines(customer.id) }, 'OK', PRIVATE_HEADERS);
});

/** PUT: keeps the browser's cart for the signed-in shopper (joined with the kept one on the first sync after sign-in). */
export const PUT = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const input = await readBody(ctx.request, SavedCartSyncSchema);
  const items = await syncCart(customer.id, input, new Date(clockNow()));
  return ok({ items }, 'Cart saved', PRIVATE_HEADERS);
});

const Answer = z.object({ items: z.array(CartLineSchema).describe('the kept cart lines, as localStorage holds them') });

export const openapi = [
  operation({ method: 'GET', summary: 'The cart kept for you on the server', tag: 'cart', auth: true, response: Answer }),
  operation({ method: 'PUT', summary: 'Keep this browser cart for you (merged with the kept one after sign-in); from /shipping it starts the cart reminder', tag: 'cart', auth: true, body: SavedCartSyncSchema, response: Answer }),
];
