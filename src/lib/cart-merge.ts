import { addLine } from './cart-actions';
import type { Cart, CartLine } from './cart-schema';

/**
 * On sign-in the cart kept for the shopper on the server joins the browser's by the spec's add
 * rule (same product, colour, size and weight: the quantities add; otherwise appended). A line
 * both carts already share (the same customId: this browser synced it before) is one line, not
 * two, so signing in again never doubles a cart.
 */
export function mergeCarts(browser: Cart, saved: readonly CartLine[]): Cart {
  const mine = new Set(browser.items.map((l) => l.customId));
  return saved.filter((l) => !mine.has(l.customId)).reduce<Cart>((cart, line) => addLine(cart, line), browser);
}
