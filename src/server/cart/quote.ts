import { z } from 'zod';
import type { Offer } from '#lib/catalog-types';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '#lib/line-quantity';
import { fromPaise, toPaise } from '#lib/money';
import { groupCart, type OfferPaise } from '#lib/pricing';
import { getDb, type Db } from '#server/platform/db/client';
import { getPricedSizes, offerInRupees } from '#server/catalog';
import { readShelf, sellable } from '#server/stock';
import { priceCode } from '#server/discounts';
import { DiscountCodeTextSchema } from '#lib/validation/order';

/**
 * Prices a cart on the server: the browser's stored prices are only what the shopper last
 * saw. Each line answers its current unit price and offers, or that it is no longer sold; the
 * totals use the same grouped offer rule as the cart page (src/lib/pricing.ts).
 */
export const QuoteLineSchema = z.object({
  customId: z.string().min(1).max(100),
  productId: z.string().min(1).max(64),
  colorId: z.string().min(1).max(64),
  sizeId: z.string().min(1).max(64),
  quantity: z.number().int().min(MIN_LINE_QUANTITY).max(MAX_LINE_QUANTITY),
  /** The unit price in rupees the shopper was shown, to flag a change. */
  price: z.number().nonnegative().optional(),
});

export const QuoteRequestSchema = z.object({
  items: z.array(QuoteLineSchema).max(100),
  /** A discount code to price the cart with (issue 29): 422 with the reason when it does not apply. */
  code: DiscountCodeTextSchema.optional(),
});

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
  /** why the shelf cannot fill this line as it stands; null when it can */
  stockProblem: string | null;
};

export type Quote = {
  lines: QuotedLine[];
  groups: { productId: string; quantity: number; subtotal: number }[];
  subtotal: number;
  totalItems: number;
  /** The code's saving, as order/create will take it; only when a code was asked for. */
  discount?: QuotedDiscount;
};

export type QuotedDiscount = { code: string; saving: number; freeShipping: boolean };

/** `code` is judged for `customerId` when the shopper is signed in (their own limits), else for anyone. */
export async function quoteCart(items: readonly QuoteLine[], db?: Db, code: { text: string; customerId: string | null } | null = null): Promise<Quote> {
  const conn = db ?? (await getDb());
  const sizeIds = [...new Set(items.map((i) => i.sizeId))];
  // Prices from the catalog snapshot the pages show (an edit shows within the version check's
  // 400 ms; order/create judges against the latest edit and answers 409 on a change); the shelf,
  // which moves with every order, from the database: one query.
  const [found, counts] = await Promise.all([getPricedSizes(), readShelf(conn, sizeIds)]);
  // Lines of one size share its shelf.
  const wanted = new Map<string, number>();
  for (const i of items) wanted.set(i.sizeId, (wanted.get(i.sizeId) ?? 0) + i.quantity);
  const lines: QuotedLine[] = [];
  const priced: { productId: string; categoryId: string; unitPricePaise: number; quantity: number; offers: readonly OfferPaise[] }[] = [];
  for (const item of items) {
    const row = found.get(item.sizeId);
    // The size must still belong to the colour and product the line names.
    if (!row || row.colorId !== item.colorId || row.productId !== item.productId) {
      lines.push({ customId: item.customId, productId: item.productId, available: false, name: null, price: null, offers: [], priceChanged: false, stockProblem: null });
      continue;
    }
    lines.push({
      customId: item.customId,
      productId: item.productId,
      available: true,
      name: row.name,
      price: fromPaise(row.pricePaise),
      offers: row.offers.map(offerInRupees),
      priceChanged: item.price !== undefined && toPaise(item.price) !== row.pricePaise,
      stockProblem: stockProblem(sellable(counts.get(item.sizeId)), wanted.get(item.sizeId)!),
    });
    priced.push({ productId: item.productId, categoryId: row.categoryId, unitPricePaise: row.pricePaise, quantity: item.quantity, offers: row.offers });
  }
  const { groups, totalPaise } = groupCart(priced);
  let discount: QuotedDiscount | undefined;
  if (code) {
    // Each line's value as order/create spreads it: a group under an offer shares its price by piece.
    const value = new Map<(typeof priced)[number], { valuePaise: number; underOffer: boolean }>();
    for (const g of groups) {
      const pieces = g.quantity;
      let before = 0;
      let done = 0;
      for (const l of g.lines) {
        if (g.subtotalPaise === g.listSubtotalPaise) {
          value.set(l, { valuePaise: l.unitPricePaise * l.quantity, underOffer: false });
          continue;
        }
        done += l.quantity;
        const upTo = Math.round((g.subtotalPaise * done) / pieces);
        value.set(l, { valuePaise: upTo - before, underOffer: true });
        before = upTo;
      }
    }
    const saving = await priceCode(conn, code.text, priced.map((l) => ({ productId: l.productId, categoryId: l.categoryId, ...value.get(l)! })), code.customerId);
    discount = { code: saving.code, saving: fromPaise(saving.discountPaise), freeShipping: saving.freeShipping };
  }
  return {
    lines,
    groups: groups.map((g) => ({ productId: g.productId, quantity: g.quantity, subtotal: fromPaise(g.subtotalPaise) })),
    subtotal: fromPaise(totalPaise),
    totalItems: priced.reduce((s, l) => s + l.quantity, 0),
    ...(discount ? { discount } : {}),
  };
}

function stockProblem(left: number, wanted: number): string | null {
  if (left >= wanted) return null;
  if (left === 0) return 'Sold out in this size. Remove it to place your order.';
  return `Only ${left} left in this size. Lower the quantity to ${left} to place your order.`;
}
