import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { quoteCart, QuoteRequestSchema, QuoteSchema } from '#server/cart';
import { operation } from '#server/openapi';

/** POST /api/web/cart/quote: today's prices for the cart the browser holds. */
export const POST = route(async ({ request }) => {
  const { items } = await readBody(request, QuoteRequestSchema);
  return ok(await quoteCart(items), 'Cart priced');
});

export const openapi = operation({ method: 'POST', summary: 'Price a cart from the database: current prices, vanished lines, grouped offer totals', tag: 'cart', body: QuoteRequestSchema, response: QuoteSchema });
