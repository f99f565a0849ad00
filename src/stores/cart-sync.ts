import type { CartLine } from '#lib/cart-schema';
import { $cart, replaceCart } from './cart';
import { apiFetch, storedToken } from '../client/api-client';

/**
 * Keeps the signed-in shopper's cart on the server (issue 29 item 5), so a reminder can restore
 * it. Signing in leaves a mark (MERGE_KEY); the next sync then joins the cart kept on the server
 * to this browser's by the spec's rule and takes the joined cart back. Best effort: a failed
 * sync changes nothing in the browser.
 */
export const MERGE_KEY = 'cartMergePending';

export async function syncSavedCart(reachedShipping = false): Promise<void> {
  if (!storedToken()) return;
  let merge = false;
  try {
    merge = localStorage.getItem(MERGE_KEY) === '1';
  } catch {
    // No storage: nothing was marked.
  }
  const r = await apiFetch<{ items: CartLine[] }>('/cart/saved', { method: 'PUT', body: { items: $cart.get().items, merge, reachedShipping } });
  if (r.status !== 200 || !r.data || !merge) return;
  try {
    localStorage.removeItem(MERGE_KEY);
  } catch {
    // The mark stays; the next sync joins again, which changes nothing for lines already shared.
  }
  replaceCart(r.data.items);
}
