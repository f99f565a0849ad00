import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { quoteCart, QuoteRequestSchema } from '../../../../server/cart/quote';

/** POST /api/web/cart/quote: today's prices for the cart the browser holds. */
export const POST = route(async ({ request }) => {
  const { items } = await readBody(request, QuoteRequestSchema);
  return ok(await quoteCart(items), 'Cart priced');
});
