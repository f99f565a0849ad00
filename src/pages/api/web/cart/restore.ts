import { z } from 'zod';
import { route } from '#server/app/http/route';
import { json, ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { clockNow } from '#server/platform/clock';
import { restoreCart } from '#server/recovery';
import { operation } from '#server/openapi';
import { CartLineSchema } from '#lib/cart-schema';
import { RestoreCartSchema } from '#lib/validation/saved-cart';

/**
 * POST: the lines a cart reminder's link restores (the page at /cart/restore/{token} asks, so a
 * link preview that only fetches the page never uses the link up).
 */
export const POST = route(async (ctx) => {
  const { token } = await readBody(ctx.request, RestoreCartSchema);
  const outcome = await restoreCart(token, new Date(clockNow()));
  if (!outcome.ok) return json(outcome.status, outcome.message, null, { headers: PRIVATE_HEADERS });
  return ok({ items: outcome.lines }, 'Cart restored', PRIVATE_HEADERS);
});

export const openapi = operation({
  method: 'POST',
  summary: "Restore the cart a reminder's link names, once",
  tag: 'cart',
  body: RestoreCartSchema,
  response: z.object({ items: z.array(CartLineSchema) }),
  errors: [404, 410],
});
