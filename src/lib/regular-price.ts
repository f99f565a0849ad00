/**
 * The one struck 'regular price' the shop shows (README, Decisions): an item's price plus ₹200,
 * the spec's product-card rule, used by the card, the product page and the cart alike so the
 * three never disagree about the same item.
 */
export const REGULAR_PRICE_MARKUP_PAISE = 20_000;

export function regularPricePaise(unitPricePaise: number): number {
  return unitPricePaise + REGULAR_PRICE_MARKUP_PAISE;
}

/** The struck figure for several items: each line's regular price times its quantity. */
export function regularTotalPaise(lines: readonly { unitPricePaise: number; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + regularPricePaise(l.unitPricePaise) * l.quantity, 0);
}
