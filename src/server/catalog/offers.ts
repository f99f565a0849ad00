import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { productOffers } from '#server/platform/db/schema/index';
import type { Offer } from '#lib/catalog-types';
import { fromPaise } from '#lib/money';
import { effectiveOffers } from '#lib/pricing';

/** An offer as stored: the price of the whole lot in paise. */
export type StoredOffer = { quantity: number; offerPricePaise: number; isVisible: boolean };

/** The offers of some products, looked up the ways the catalog, the cart and orders need them. */
export type OfferBook = {
  /** The product's default offers. */
  defaults(productId: string): StoredOffer[];
  /** The size's own offers; empty when the size uses its product's defaults. */
  own(sizeId: string): StoredOffer[];
  /** What prices the size: its own offers, else its product's defaults (src/lib/pricing.ts). */
  forSize(productId: string, sizeId: string): readonly StoredOffer[];
};

/**
 * The one read of offers: every offer of the named products (of all products when none are
 * named) in one query, smallest quantity first.
 */
export async function loadOffers(db: Db, productIds?: readonly string[]): Promise<OfferBook> {
  if (productIds?.length === 0) return bookOf([]);
  const rows = await db
    .select()
    .from(productOffers)
    .where(productIds ? inArray(productOffers.productId, [...productIds]) : undefined)
    .orderBy(asc(productOffers.quantity), asc(productOffers.id));
  return bookOf(rows);
}

function bookOf(rows: readonly (typeof productOffers.$inferSelect)[]): OfferBook {
  const byProduct = new Map<string, StoredOffer[]>();
  const bySize = new Map<string, StoredOffer[]>();
  for (const { productId, sizeId, quantity, offerPricePaise, isVisible } of rows) {
    const [map, key] = sizeId === null ? [byProduct, productId] : [bySize, sizeId];
    const list = map.get(key) ?? [];
    list.push({ quantity, offerPricePaise, isVisible });
    map.set(key, list);
  }
  const defaults = (productId: string) => byProduct.get(productId) ?? [];
  const own = (sizeId: string) => bySize.get(sizeId) ?? [];
  return { defaults, own, forSize: (productId, sizeId) => effectiveOffers(own(sizeId), defaults(productId)) };
}

/** An offer as the API speaks it: the lot's price in rupees. */
export function offerInRupees(offer: StoredOffer): Offer {
  return { quantity: offer.quantity, offerPrice: fromPaise(offer.offerPricePaise), isVisible: offer.isVisible };
}
