/**
 * What a shopper is told about a size's stock. Exact counts above the hint are the merchant's
 * business, so the storefront learns only sold out, 'Only N left', or plenty.
 */
export const ONLY_LEFT_AT_MOST = 5;

/** Units a shopper may still order: 0 sold out, 1 to 5 exactly, null for more than 5. */
export type ShelfLeft = number | null;

export function shelfLeft(sellable: number): ShelfLeft {
  return sellable > ONLY_LEFT_AT_MOST ? null : Math.max(0, sellable);
}

export const isSoldOut = (left: ShelfLeft | undefined) => left === 0;

export function leftText(left: ShelfLeft | undefined): string | null {
  if (left === undefined || left === null) return null;
  return left === 0 ? 'Sold out' : `Only ${left} left`;
}
