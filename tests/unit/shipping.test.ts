import { describe, expect, test } from 'vitest';
import { PAYMENT_METHOD, pickTier, shippingChargePaise, type RateTier } from '../../src/lib/shipping';
import { SHIPPING_TIERS } from '../../src/server/app/seed/shipping-tiers';

const tiers: RateTier[] = SHIPPING_TIERS.map(([weightInGrams, online, cod]) => ({
  weightInGrams,
  onlinePaymentRatePaise: online * 100,
  codRatePaise: cod * 100,
}));

// The spec's table (section 9), read as: weight -> [online ₹, COD ₹]
const cases: Array<[number, number | null, number?]> = [
  [1, 39, 99],
  [999, 39, 99],
  [1000, 59, 119],
  [1499, 59, 119],
  [1500, 79, 139],
  [1999, 79, 139],
  [2000, 99, 159],
  [2499, 99, 159],
  [2500, 119, 179],
  [2999, 119, 179],
  [3000, 149, 220],
  [10000, 149, 220],
  [10001, null],
];

describe('shipping tier rule', () => {
  test.each(cases)('a %i g cart', (weight, online, cod) => {
    const tier = pickTier(tiers, weight);
    if (online === null) {
      expect(tier).toBeNull();
      expect(shippingChargePaise(tier, PAYMENT_METHOD.COD)).toBe(0);
      return;
    }
    expect(shippingChargePaise(tier, PAYMENT_METHOD.ONLINE)).toBe(online * 100);
    expect(shippingChargePaise(tier, PAYMENT_METHOD.COD)).toBe((cod as number) * 100);
  });

  test('an empty cart has no tier and costs nothing to ship', () => {
    expect(pickTier(tiers, 0)).toBeNull();
    expect(shippingChargePaise(pickTier(tiers, 0), PAYMENT_METHOD.ONLINE)).toBe(0);
  });

  test('no payment method chosen yet means no charge', () => {
    expect(shippingChargePaise(pickTier(tiers, 500), null)).toBe(0);
  });

  test('tiers given out of order still pick the smallest that fits', () => {
    expect(pickTier([...tiers].reverse(), 1200)?.weightInGrams).toBe(1499);
  });
});
