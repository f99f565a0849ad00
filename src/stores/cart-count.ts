import { atom } from 'nanostores';

/**
 * The cart's item count for the navbar badge, on every page. It reads localStorage 'cart'
 * with a cheap guard instead of loading the cart store and its zod schema: the full,
 * validated store loads only where the cart is used, and keeps this count in step.
 */
export const CART_STORAGE_KEY = 'cart';

export function countStoredItems(raw: string | null): number {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    const items = (value as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) return 0;
    let count = 0;
    for (const line of items) {
      const q = (line as { quantity?: unknown } | null)?.quantity;
      if (typeof q === 'number' && Number.isInteger(q) && q >= 1) count += q;
    }
    return count;
  } catch {
    return 0;
  }
}

function readStored(): number {
  try {
    return countStoredItems(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return 0; // storage blocked (private mode) or no window (server)
  }
}

export const $cartCount = atom(readStored());

if (typeof window !== 'undefined') {
  // Another tab changed the cart.
  window.addEventListener('storage', (e) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) $cartCount.set(readStored());
  });
}
