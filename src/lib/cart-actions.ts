import { countItems, type Cart, type CartLine, type NewCartLine } from './cart-schema';
import { clampLineQuantity } from './line-quantity';

/**
 * The cart's actions (spec section 4) as pure reducers: the store in src/stores/cart.ts wires
 * them to localStorage, tests call them directly.
 */

/** Same product, colour, size and weight: the spec's merge rule. */
export function sameLine(a: Pick<CartLine, '_id' | 'color' | 'size' | 'weight'>, b: Pick<CartLine, '_id' | 'color' | 'size' | 'weight'>): boolean {
  return (
    a._id === b._id &&
    a.color === b.color &&
    a.size === b.size &&
    a.weight.value === b.weight.value &&
    a.weight.unit === b.weight.unit
  );
}

export function newCustomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function withItems(items: CartLine[]): Cart {
  return { items, totalItems: countItems(items) };
}

/**
 * Adds a line: a matching line gains the quantity, otherwise the line is appended with a unique
 * customId. A merged line stops at 99, quietly (the spec has no words for it), as the order does.
 */
export function addLine(cart: Cart, line: NewCartLine, makeId: () => string = newCustomId): Cart {
  const quantity = clampLineQuantity(line.quantity);
  const index = cart.items.findIndex((existing) => sameLine(existing, line));
  if (index >= 0) {
    const items = cart.items.map((existing, i) => (i === index ? { ...existing, quantity: clampLineQuantity(existing.quantity + quantity) } : existing));
    return withItems(items);
  }
  const taken = new Set(cart.items.map((l) => l.customId));
  let customId = line.customId && !taken.has(line.customId) ? line.customId : makeId();
  while (taken.has(customId)) customId = makeId();
  return withItems([...cart.items, { ...line, quantity, customId }]);
}

export function removeLine(cart: Cart, customId: string): Cart {
  return withItems(cart.items.filter((line) => line.customId !== customId));
}

/** Sets a line's quantity, from 1 to 99. */
export function updateLineQuantity(cart: Cart, customId: string, quantity: number): Cart {
  const next = clampLineQuantity(quantity);
  if (!cart.items.some((l) => l.customId === customId)) return cart;
  return withItems(cart.items.map((line) => (line.customId === customId ? { ...line, quantity: next } : line)));
}

/** Replaces the whole cart and recomputes totalItems. */
export function replaceLines(items: readonly CartLine[]): Cart {
  return withItems(items.map((line) => ({ ...line, quantity: clampLineQuantity(line.quantity) })));
}
