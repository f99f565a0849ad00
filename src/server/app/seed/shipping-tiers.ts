/** Spec section 9: weight limit in grams, online and cash-on-delivery rates in rupees. */
export const SHIPPING_TIERS: ReadonlyArray<[weight: number, online: number, cod: number]> = [
  [999, 39, 99],
  [1499, 59, 119],
  [1999, 79, 139],
  [2499, 99, 159],
  [2999, 119, 179],
  [10000, 149, 220],
];
