import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Offer } from '../../lib/catalog-types';
import { fromPaise, toPaise } from '../../lib/money';
import { effectiveOffers, groupCart, type OfferPaise } from '../../lib/pricing';
import { getDb, type Db } from '../db/client';
import { colorVariants, productOffers, products, sizes } from '../db/schema';

/**
 * Prices a cart from the database: the browser's stored prices are only what the shopper last
 * saw. Each line answers its current unit price and offers, or that it is no longer sold; the
 * totals use the same grouped offer rule as the cart page (src/lib/pricing.ts).
 */
export const QuoteLineSchema = z.object({
  customId: z.string().min(1).max(100),
  productId: z.string().min(1).max(64),
  colorId: z.string().min(1).max(64),
  sizeId: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(999),
  /** The unit price in rupees the shopper was shown, to flag a change. */
  price: z.number().nonnegative().optional(),
});

export const QuoteRequestSchema = z.object({ items: z.array(QuoteLineSchema).max(100) });

export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export type QuotedLine = {
  customId: string;
  productId: string;
  available: boolean;
  name: string | null;
  /** current unit price, rupees; null when unavailable */
  price: number | null;
  offers: Offer[];
  priceChanged: boolean;
};

export type Quote = {
  lines: QuotedLine[];
  groups: { productId: string; quantity: number; subtotal: number }[];
  subtotal: number;
  totalItems: number;
};

type SizeRow = { sizeId: string; colorId: string; productId: string; name: string; pricePaise: number; offers: OfferPaise[] };

async function loadSizes(db: Db, sizeIds: string[]): Promise<Map<string, SizeRow>> {
  if (sizeIds.length === 0) return new Map();
  const rows = await db
    .select({
      sizeId: sizes.id,
      colorId: sizes.colorVariantId,
      productId: colorVariants.productId,
      name: products.name,
      pricePaise: sizes.pricePaise,
      offers: sizes.offers,
      isActive: products.isActive,
    })
    .from(sizes)
    .innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId))
    .innerJoin(products, eq(products.id, colorVariants.productId))
    .where(inArray(sizes.id, sizeIds));
  const active = rows.filter((r) => r.isActive);
  const defaults = await defaultOffers(db, [...new Set(active.map((r) => r.productId))]);
  const map = new Map<string, SizeRow>();
  for (const { isActive: _active, ...r } of active) {
    const own = (r.offers ?? []).map((o) => ({ quantity: o.quantity, offerPricePaise: o.offerPricePaise, isVisible: o.isVisible }));
    map.set(r.sizeId, { ...r, offers: [...effectiveOffers(own, defaults.get(r.productId) ?? [])] });
  }
  return map;
}

async function defaultOffers(db: Db, productIds: string[]): Promise<Map<string, OfferPaise[]>> {
  const map = new Map<string, OfferPaise[]>();
  if (productIds.length === 0) return map;
  const rows = await db.select().from(productOffers).where(inArray(productOffers.productId, productIds));
  for (const r of rows) {
    const list = map.get(r.productId) ?? [];
    list.push({ quantity: r.quantity, offerPricePaise: r.offerPricePaise, isVisible: r.isVisible });
    map.set(r.productId, list);
  }
  return map;
}

export async function quoteCart(items: readonly QuoteLine[], db?: Db): Promise<Quote> {
  const found = await loadSizes(db ?? (await getDb()), [...new Set(items.map((i) => i.sizeId))]);
  const lines: QuotedLine[] = [];
  const priced: { productId: string; unitPricePaise: number; quantity: number; offers: OfferPaise[] }[] = [];
  for (const item of items) {
    const row = found.get(item.sizeId);
    // The size must still belong to the colour and product the line names.
    if (!row || row.colorId !== item.colorId || row.productId !== item.productId) {
      lines.push({ customId: item.customId, productId: item.productId, available: false, name: null, price: null, offers: [], priceChanged: false });
      continue;
    }
    lines.push({
      customId: item.customId,
      productId: item.productId,
      available: true,
      name: row.name,
      price: fromPaise(row.pricePaise),
      offers: row.offers.map((o) => ({ quantity: o.quantity, offerPrice: fromPaise(o.offerPricePaise), isVisible: o.isVisible ?? true })),
      priceChanged: item.price !== undefined && toPaise(item.price) !== row.pricePaise,
    });
    priced.push({ productId: item.productId, unitPricePaise: row.pricePaise, quantity: item.quantity, offers: row.offers });
  }
  const { groups, totalPaise } = groupCart(priced);
  return {
    lines,
    groups: groups.map((g) => ({ productId: g.productId, quantity: g.quantity, subtotal: fromPaise(g.subtotalPaise) })),
    subtotal: fromPaise(totalPaise),
    totalItems: priced.reduce((s, l) => s + l.quantity, 0),
  };
}
