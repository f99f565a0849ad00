import type { CartLine } from '../cart-schema';
import type { OrderItem } from '../order-types';
import { cartTotals } from '../cart-lines';

/**
 * The analytics grouping of a cart (spec section 3): one entry per product, priced with the
 * offer rule on the product's combined quantity, the per-product total rounded to whole rupees.
 */
export type GroupedItem = {
  productId: string;
  productName: string;
  /** rounded per-product total, rupees */
  price: number;
  slug: string;
  categoryName: string;
  quantity: number;
  /** random UUID */
  eventId: string;
};

export function randomEventId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old browsers without randomUUID: a v4 UUID from getRandomValues.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function groupForAnalytics(items: readonly CartLine[], makeId: () => string = randomEventId): GroupedItem[] {
  return cartTotals(items).groups.map((g) => {
    const first = g.lines[0]!.line;
    return {
      productId: g.productId,
      productName: first.name,
      price: Math.round(g.subtotalPaise / 100),
      slug: first.slug,
      categoryName: first.productDetails?.product.categoryName ?? '',
      quantity: g.quantity,
      eventId: makeId(),
    };
  });
}

/**
 * The same grouping of a placed order's items: one entry per product, its charged line totals
 * summed and rounded to whole rupees. `makeId` gets the product id, so a Purchase can carry an
 * id that is the same every time the order is reported.
 */
export function groupOrderForAnalytics(
  items: readonly Pick<OrderItem, 'productId' | 'productName' | 'slug' | 'categoryName' | 'quantity' | 'subTotal'>[],
  makeId: (productId: string) => string = () => randomEventId(),
): GroupedItem[] {
  const byProduct = new Map<string, { first: (typeof items)[number]; quantity: number; total: number }>();
  for (const item of items) {
    const g = byProduct.get(item.productId) ?? { first: item, quantity: 0, total: 0 };
    g.quantity += item.quantity;
    g.total += item.subTotal;
    byProduct.set(item.productId, g);
  }
  return [...byProduct.values()].map(({ first, quantity, total }) => ({
    productId: first.productId,
    productName: first.productName,
    price: Math.round(total),
    slug: first.slug,
    categoryName: first.categoryName,
    quantity,
    eventId: makeId(first.productId),
  }));
}
