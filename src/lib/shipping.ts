/** A shipping rate tier (spec section 3): rates in paise here, rupees on the wire. */
export type RateTier = { weightInGrams: number; onlinePaymentRatePaise: number; codRatePaise: number };

export const PAYMENT_METHOD = { COD: 1, ONLINE: 2 } as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/**
 * Spec section 4: the first tier whose weightInGrams is at least the cart's weight; none when
 * nothing fits or the cart is empty (weight 0).
 */
export function pickTier<T extends { weightInGrams: number }>(tiers: readonly T[], weightGrams: number): T | null {
  if (!(weightGrams > 0)) return null;
  const sorted = [...tiers].sort((a, b) => a.weightInGrams - b.weightInGrams);
  return sorted.find((t) => t.weightInGrams >= weightGrams) ?? null;
}

/** Spec section 9: COD rate for method 1, online rate for method 2, 0 with no tier or no method. */
export function shippingChargePaise(tier: RateTier | null, method: PaymentMethod | null | undefined): number {
  if (!tier || !method) return 0;
  return method === PAYMENT_METHOD.COD ? tier.codRatePaise : tier.onlinePaymentRatePaise;
}
