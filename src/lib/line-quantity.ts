/**
 * How many units one cart or order line holds (spec section 9: 1 to 99). The cart's merge, the
 * steppers, the order schema and the quote schema all stop here, so any cart the shopper can
 * build is an order the server accepts.
 */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;

/** A whole number from 1 to 99; anything unreadable counts as 1. */
export function clampLineQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.floor(quantity)));
}
