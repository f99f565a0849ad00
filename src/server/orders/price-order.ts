import type { Db } from '#server/platform/db/client';
import { getOrderPriceList } from '#server/catalog';
import { priceCode, type CodeSaving } from '#server/discounts';
import { conflict, parcelTooHeavy } from '#server/platform/errors';
import { groupCart, type PricedLine } from '#lib/pricing';
import { PAYMENT_METHOD, pickTier, shippingChargePaise, type PaymentMethod, type RateTier } from '#lib/shipping';
import { deliverySettings } from '#server/delivery';
import { shipsFree } from '#lib/free-shipping';
import type { z } from 'zod';
import type { OrderItemInputSchema } from '#lib/validation/order';

type OrderItemInput = z.infer<typeof OrderItemInputSchema>;

/** One priced order line with the display data the order keeps. */
export type PricedItem = {
  productId: string;
  colorVariantId: string;
  sizeId: string;
  sizeName: string;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  /** this line's share of the discount code's saving, inside lineTotalPaise */
  discountPaise: number;
  productName: string;
  productSlug: string;
  categoryName: string;
  image: string;
  colorName: string;
  colorCode: string;
  weightGrams: number;
};

export type PricedOrder = {
  items: PricedItem[];
  subtotalPaise: number;
  shippingPaise: number;
  /** the merchant's cash-on-delivery charge; 0 when paid online or when there is none */
  codFeePaise: number;
  /** what the discount code took off the goods; 0 without one */
  discountPaise: number;
  /** the code applied, judged against this cart; null without one */
  code: CodeSaving | null;
  totalPaise: number;
  totalWeightGrams: number;
};

/** A code the shopper entered, and who they are (their own limits are part of the judgement). */
export type CodeRequest = { text: string; customerId: string | null };

type Line = PricedLine & { categoryId: string; item: Omit<PricedItem, 'unitPricePaise' | 'lineTotalPaise' | 'discountPaise'> };

/**
 * Prices an order on the server alone: the client names products, colours, sizes and quantities;
 * every figure comes from here, with the same offer and tier rules the cart uses. Prices come
 * from the catalog snapshot of the current catalog version (issue 33: no catalog query on the
 * order's hot path), which is never older than the version read on the primary, so the 409 for a
 * changed price judges the shopper's figures against the edit every page shows (README,
 * Decisions: prices from the snapshot). `db` judges a discount code. `state` is the
 * delivery address's state: the merchant's free-shipping rule decides by it. A discount `code` is
 * judged against the priced lines (422 with the reason when it does not apply) and its saving
 * shared over the lines it applies to; the free-shipping rule then looks at the goods after it.
 * `catalogVersion`: the version the caller has just read (the look before an order), if it has.
 */
export async function priceOrder(
  db: Db,
  input: readonly OrderItemInput[],
  method: PaymentMethod,
  state: string | null = null,
  code: CodeRequest | null = null,
  catalogVersion?: number,
): Promise<PricedOrder> {
  const list = await getOrderPriceList(catalogVersion);
  const lines: Line[] = input.map((wanted, index) => {
    // Only a sold product's sizes are listed; the colour must be the product's the line names.
    const size = list.size(wanted.selectedColor, wanted.selectedSize);
    if (!size || size.productId !== wanted.productId) {
      throw conflict(
        `Item ${index + 1} of your cart is no longer sold in that colour and size. Remove it from your cart and add it again.`,
        { unavailable: [index] },
      );
    }
    return {
      productId: size.productId,
      unitPricePaise: size.pricePaise,
      quantity: wanted.quantity,
      offers: size.offers,
      categoryId: size.categoryId,
      item: {
        productId: size.productId,
        colorVariantId: size.colorId,
        sizeId: size.sizeId,
        sizeName: size.sizeName,
        quantity: wanted.quantity,
        productName: size.name,
        productSlug: size.productSlug,
        categoryName: size.categoryName,
        image: size.image,
        colorName: size.colorName,
        colorCode: size.colorCode,
        weightGrams: size.weightGrams,
      },
    };
  });

  const { groups, totalPaise: subtotalPaise } = groupCart(lines);
  const lineTotals = new Map<Line, number>();
  const underOffer = new Set<Line>();
  for (const group of groups) {
    spreadGroup(group.lines, group.subtotalPaise, group.listSubtotalPaise, lineTotals);
    if (group.subtotalPaise !== group.listSubtotalPaise) for (const l of group.lines) underOffer.add(l);
  }
  const saving = code
    ? await priceCode(db, code.text, lines.map((l) => ({ productId: l.productId, categoryId: l.categoryId, valuePaise: lineTotals.get(l) ?? 0, underOffer: underOffer.has(l) })), code.customerId)
    : null;
  const discountPaise = saving?.discountPaise ?? 0;
  // The shopper's line order, each line with its share of its group's price and of the code's saving.
  const items: PricedItem[] = lines.map((line, i) => {
    const lineTotalPaise = lineTotals.get(line) ?? 0;
    return { ...line.item, unitPricePaise: Math.round(lineTotalPaise / line.quantity), lineTotalPaise, discountPaise: saving?.lineShares[i] ?? 0 };
  });

  const totalWeightGrams = lines.reduce((sum, l) => sum + l.item.weightGrams * l.quantity, 0);
  const tiers: readonly RateTier[] = list.tiers;
  const tier = pickTier(tiers, totalWeightGrams);
  const heaviest = tiers.at(-1);
  if (!tier && totalWeightGrams > 0 && heaviest) throw parcelTooHeavy(totalWeightGrams, heaviest.weightInGrams);
  const settings = await deliverySettings();
  // The promise the pages print is the one checkout keeps: a covered order pays no shipping.
  const free = saving?.freeShipping || shipsFree(settings.freeShipping, { state, method, goodsPaise: subtotalPaise - discountPaise });
  const shippingPaise = free ? 0 : shippingChargePaise(tier, method);
  const codFeePaise = method === PAYMENT_METHOD.COD ? (settings.codFeePaise ?? 0) : 0;
  const totalPaise = subtotalPaise - discountPaise + shippingPaise + codFeePaise;
  return { items, subtotalPaise, shippingPaise, codFeePaise, discountPaise, code: saving, totalPaise, totalWeightGrams };
}

/**
 * Splits a group's price over its lines. Without an offer each line pays its own unit price;
 * under an offer every unit costs the same share, and the running rounding makes the lines add
 * up to the group's price exactly.
 */
function spreadGroup(lines: readonly Line[], groupPaise: number, listPaise: number, out: Map<Line, number>): void {
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  let before = 0;
  let done = 0;
  for (const line of lines) {
    if (groupPaise === listPaise) {
      out.set(line, line.unitPricePaise * line.quantity);
      continue;
    }
    done += line.quantity;
    const upTo = Math.round((groupPaise * done) / quantity);
    out.set(line, upTo - before);
    before = upTo;
  }
}
