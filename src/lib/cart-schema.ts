import * as z from 'zod/mini';
import { clampLineQuantity } from './line-quantity';

/**
 * The cart as it is stored in localStorage key 'cart' (spec section 3). Money here is rupees,
 * as the API speaks it; convert with toPaise before doing arithmetic. Whatever is read back from
 * storage goes through these schemas: storage is shared with anything on the origin, so it is
 * untrusted input. zod/mini keeps the cart badge island (which loads this at once) small.
 */

const money = () => z.number().check(z.nonnegative());
const text = () => z.string().check(z.minLength(1));

export const CartOfferSchema = z.object({
  quantity: z.int().check(z.positive()),
  offerPrice: money(),
  isVisible: z._default(z.boolean(), true),
});

export const CartSizeSchema = z.object({
  _id: text(),
  name: text(),
  price: money(),
  strikedPrice: z.optional(money()),
  /** grams */
  weight: z.optional(money()),
  offers: z._default(z.array(CartOfferSchema), []),
});

export const CartColorSchema = z.object({
  _id: text(),
  name: text(),
  colorCode: z.optional(z.string()),
});

/** Kept small on purpose: enough for analytics and the order, not the whole product page. */
export const CartProductDetailsSchema = z.object({
  product: z.object({
    _id: z.optional(z.string()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    categoryName: z._default(z.string(), ''),
    subCategoryName: z.nullish(z.string()),
  }),
  colorVariants: z.optional(z.array(z.looseObject({ _id: z.string(), name: z.string() }))),
  description: z.optional(z.string()),
  ratings: z.optional(z.array(z.unknown())),
});

export const CartLineSchema = z.object({
  /** product id */
  _id: text(),
  /** unique line id */
  customId: text(),
  name: text(),
  slug: text(),
  /** unit price in rupees */
  price: money(),
  image: z.string(),
  weight: z.object({ unit: text(), value: money() }),
  /** colour name */
  color: text(),
  /** size name */
  size: text(),
  quantity: z.int().check(z.minimum(1)),
  selectedSize: CartSizeSchema,
  selectedColor: CartColorSchema,
  productDetails: z.optional(CartProductDetailsSchema),
});

export const CartSchema = z.object({
  items: z.array(CartLineSchema),
  totalItems: z.int().check(z.nonnegative()),
});

export type CartOffer = z.infer<typeof CartOfferSchema>;
export type CartLine = z.infer<typeof CartLineSchema>;
export type Cart = z.infer<typeof CartSchema>;
/** What a caller hands to addToCart: the store assigns the customId. */
export type NewCartLine = Omit<CartLine, 'customId'> & { customId?: string };

export const EMPTY_CART: Cart = Object.freeze({ items: [], totalItems: 0 }) as Cart;

/**
 * Reads the stored text back into a cart. Corrupt JSON or a foreign shape gives the empty cart;
 * a single malformed line is dropped rather than losing the rest. totalItems is recomputed
 * rather than trusted, and a line saved above 99 comes back as 99, what an order takes.
 */
export function decodeCart(raw: string | null | undefined): Cart {
  if (!raw) return EMPTY_CART;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray((parsed as { items?: unknown }).items)) {
    return EMPTY_CART;
  }
  const items: CartLine[] = [];
  const seen = new Set<string>();
  for (const candidate of (parsed as { items: unknown[] }).items) {
    const line = CartLineSchema.safeParse(candidate);
    if (line.success && !seen.has(line.data.customId)) {
      seen.add(line.data.customId);
      items.push({ ...line.data, quantity: clampLineQuantity(line.data.quantity) });
    }
  }
  return { items, totalItems: countItems(items) };
}

export function encodeCart(cart: Cart): string {
  return JSON.stringify(cart);
}

export function countItems(items: readonly CartLine[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
