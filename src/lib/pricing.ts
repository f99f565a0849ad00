/**
 * Offer pricing (spec section 9), in integer paise.
 *
 * - An offer whose quantity equals the chosen quantity gives its offerPrice for the lot.
 * - Else the offer with the largest quantity below the chosen one gives its unit price
 *   (offerPrice / offer quantity) times the chosen quantity.
 * - Else the unit price times the quantity.
 *
 * Rounding: the unit price of an offer is usually not a whole number of paise (₹799 for 2 is
 * 39,950 paise each, ₹1,099 for 3 is 36,633.33...). We never round the unit price; we round the
 * lot total once, half up to whole paise: round(offerPrice × quantity / offerQuantity). So
 * 4 units under 'Buy 3 @ ₹1,099' cost round(109,900 × 4 / 3) = 146,533 paise (₹1,465.33).
 *
 * Every offer prices, visible or not: isVisible only decides whether the product page shows a
 * tile for it. The server prices with this same module, so the shopper and the order agree.
 */

export type OfferPaise = { quantity: number; offerPricePaise: number; isVisible?: boolean };

/** The offers that price a size: its own, or the product's default offers when it has none. */
export function effectiveOffers<O>(sizeOffers: readonly O[], defaultOffers: readonly O[]): readonly O[] {
  return sizeOffers.length > 0 ? sizeOffers : defaultOffers;
}

/** Total of `quantity` units under the offers, or null when no offer reaches that quantity. */
export function offerTotal(offers: readonly OfferPaise[], quantity: number): number | null {
  let exact: OfferPaise | undefined;
  let lower: OfferPaise | undefined;
  for (const offer of offers) {
    if (offer.quantity <= 0) continue;
    if (offer.quantity === quantity) exact ??= offer;
    else if (offer.quantity < quantity && (!lower || offer.quantity > lower.quantity)) lower = offer;
  }
  if (exact) return exact.offerPricePaise;
  if (lower) return Math.round((lower.offerPricePaise * quantity) / lower.quantity);
  return null;
}

/** What `quantity` units of one size cost: the offer rule, else unit price × quantity. */
export function priceForQuantity(unitPricePaise: number, offers: readonly OfferPaise[], quantity: number): number {
  return offerTotal(offers, quantity) ?? unitPricePaise * quantity;
}

/** A cart line as pricing sees it. */
export type PricedLine = {
  productId: string;
  unitPricePaise: number;
  quantity: number;
  offers: readonly OfferPaise[];
};

export type PriceGroup<L extends PricedLine> = {
  productId: string;
  lines: L[];
  quantity: number;
  /** Sum of unit price × quantity, before offers. */
  listSubtotalPaise: number;
  subtotalPaise: number;
};

/**
 * Groups lines by product (first-seen order) and prices each group's combined quantity with the
 * offer rule: 2 of colour A plus 1 of colour B under 'Buy 3 @ ₹1,099' cost ₹1,099. The offers of
 * the group's first line decide (offers belong to the product in practice); when no offer
 * reaches the combined quantity, each line pays its own unit price.
 */
export function groupCart<L extends PricedLine>(lines: readonly L[]): { groups: PriceGroup<L>[]; totalPaise: number } {
  const byProduct = new Map<string, L[]>();
  for (const line of lines) {
    const group = byProduct.get(line.productId);
    if (group) group.push(line);
    else byProduct.set(line.productId, [line]);
  }
  const groups: PriceGroup<L>[] = [];
  let totalPaise = 0;
  for (const [productId, groupLines] of byProduct) {
    const quantity = groupLines.reduce((sum, l) => sum + l.quantity, 0);
    const listSubtotalPaise = groupLines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
    const subtotalPaise = offerTotal(groupLines[0]!.offers, quantity) ?? listSubtotalPaise;
    groups.push({ productId, lines: groupLines, quantity, listSubtotalPaise, subtotalPaise });
    totalPaise += subtotalPaise;
  }
  return { groups, totalPaise };
}
