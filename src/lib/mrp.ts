/**
 * The struck price the shop shows is the merchant's MRP for that size, never a made-up figure
 * (Consumer Protection (E-Commerce) Rules 2020: no misleading price representation; README,
 * Decisions). It shows only when it is above what the shopper pays; the card, the product page
 * and the cart all use these two functions so they never disagree about the same item.
 */

/** The MRP to strike beside a selling price, or null when it is not above it. */
export function struckMrpPaise(sellingPaise: number, mrpPaise: number | null | undefined): number | null {
  return typeof mrpPaise === 'number' && mrpPaise > sellingPaise ? mrpPaise : null;
}

/**
 * The MRP of several lines: each line's own MRP times its quantity. A line without an MRP (an
 * old cart saved before sizes carried one) counts at its price, so it never inflates the figure.
 */
export function mrpTotalPaise(lines: readonly { unitPricePaise: number; mrpPaise?: number | null; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + Math.max(l.unitPricePaise, l.mrpPaise ?? 0) * l.quantity, 0);
}
