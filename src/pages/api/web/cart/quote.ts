import { hotRoute } from '#server/app/http/hot-route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { quoteCart, QuoteRequestSchema, QuoteSchema } from '#server/cart';
import { operation } from '#server/openapi';
import { bearerToken, customerForToken } from '#server/auth';

/** POST /api/web/cart/quote: today's prices for the cart the browser holds. */
export const POST = hotRoute('/api/web/cart/quote', async ({ request }) => {
  const { items, code } = await readBody(request, QuoteRequestSchema);
  // A signed-in shopper's code is judged with their own limits (first order, uses per customer).
  const token = code ? bearerToken(request) : null;
  const customer = token ? await customerForToken(token) : null;
  return ok(await quoteCart(items, undefined, code ? { text: code, customerId: customer?.id ?? null } : null), code ? 'Cart priced with the code' : 'Cart priced');
});

export const openapi = operation({ method: 'POST', summary: 'Price a cart from the database: current prices, vanished lines, grouped offer totals', tag: 'cart', body: QuoteRequestSchema, response: QuoteSchema, errors: [422] });
