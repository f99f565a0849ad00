import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { effectiveOffers, groupCart, offerTotal, priceForQuantity, type OfferPaise, type PricedLine } from '../../src/lib/pricing';

const buy2 = { quantity: 2, offerPricePaise: 79900 };
const buy3 = { quantity: 3, offerPricePaise: 109900 };
const offers: OfferPaise[] = [buy3, buy2];

describe('offer pricing (spec section 9)', () => {
  test('no offer: price times quantity', () => {
    expect(priceForQuantity(44900, [], 1)).toBe(44900);
    expect(priceForQuantity(44900, [], 5)).toBe(224500);
    expect(priceForQuantity(44900, offers, 1)).toBe(44900);
  });

  test('an exact-quantity offer gives its offerPrice', () => {
    expect(priceForQuantity(44900, offers, 2)).toBe(79900);
    expect(priceForQuantity(44900, offers, 3)).toBe(109900);
  });

  test('else the nearest lower offer gives its unit price times the quantity, rounded once to paise', () => {
    // 4 under 'Buy 3 @ ₹1,099': 109900 × 4 / 3 = 146533.33 → 146533
    expect(priceForQuantity(44900, offers, 4)).toBe(146533);
    // 5 under 'Buy 3 @ ₹1,099': 183166.67 → 183167 (half up)
    expect(priceForQuantity(44900, offers, 5)).toBe(183167);
    // only the Buy 2 offer below 3
    expect(priceForQuantity(44900, [buy2], 3)).toBe(119850);
  });

  test('hidden offers still price; offers of quantity 0 are ignored', () => {
    expect(priceForQuantity(44900, [{ ...buy2, isVisible: false }], 2)).toBe(79900);
    expect(offerTotal([{ quantity: 0, offerPricePaise: 1 }], 4)).toBeNull();
  });

  const offerArb = fc.record({ quantity: fc.integer({ min: 1, max: 20 }), offerPricePaise: fc.integer({ min: 1, max: 500000 }) });

  test('property: with no offer at or below q, price is linear', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_00 }), fc.integer({ min: 1, max: 99 }), (unit, q) =>
        priceForQuantity(unit, [], q) === unit * q,
      ),
    );
  });

  test('property: an offer never raises a price when it is a discount at its own quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100000 }), fc.array(offerArb, { maxLength: 4 }), fc.integer({ min: 1, max: 99 }), (unit, raw, q) => {
        const discounts = raw.map((o) => ({ ...o, offerPricePaise: Math.min(o.offerPricePaise, unit * o.quantity) }));
        return priceForQuantity(unit, discounts, q) <= unit * q;
      }),
    );
  });

  test('property: beyond the largest offer, the total grows with the quantity at that offer’s unit price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100000 }), offerArb, fc.integer({ min: 1, max: 50 }), (unit, offer, extra) => {
        const q = offer.quantity + extra;
        const a = priceForQuantity(unit, [offer], q);
        const b = priceForQuantity(unit, [offer], q + 1);
        return b >= a && Math.abs(a - (offer.offerPricePaise * q) / offer.quantity) <= 0.5;
      }),
    );
  });
});

describe('cart grouping', () => {
  const line = (productId: string, quantity: number, unitPricePaise = 44900, o: OfferPaise[] = offers): PricedLine => ({
    productId,
    quantity,
    unitPricePaise,
    offers: o,
  });

  test('applies the offer to the combined quantity of a product', () => {
    const { groups, totalPaise } = groupCart([line('a', 2), line('b', 1, 30000, []), line('a', 1)]);
    expect(groups.map((g) => [g.productId, g.quantity, g.subtotalPaise])).toEqual([
      ['a', 3, 109900],
      ['b', 1, 30000],
    ]);
    expect(totalPaise).toBe(139900);
  });

  test('without a reachable offer each line pays its own price', () => {
    const { groups } = groupCart([line('a', 1, 40000, [buy2]), line('b', 1)]);
    expect(groups[0]!.subtotalPaise).toBe(40000);
    const mixed = groupCart([line('c', 1, 40000, []), line('c', 2, 50000, [])]);
    expect(mixed.totalPaise).toBe(140000);
  });

  const lineArb = fc.record({
    productId: fc.constantFrom('a', 'b', 'c'),
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPricePaise: fc.integer({ min: 0, max: 200000 }),
    offers: fc.constant(offers),
  });

  test('property: the total equals the sum of the group subtotals and quantities are conserved', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
        const { groups, totalPaise } = groupCart(lines);
        const sum = groups.reduce((s, g) => s + g.subtotalPaise, 0);
        const qty = groups.reduce((s, g) => s + g.quantity, 0);
        return sum === totalPaise && qty === lines.reduce((s, l) => s + l.quantity, 0);
      }),
    );
  });

  test('property: a group prices like one line of its combined quantity when it has offers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 5 }), (quantities) => {
        const { groups } = groupCart(quantities.map((q) => line('a', q)));
        const combined = quantities.reduce((s, q) => s + q, 0);
        return groups.length === 1 && groups[0]!.subtotalPaise === priceForQuantity(44900, offers, combined);
      }),
    );
  });
});

describe('which offers price a size', () => {
  test("a size's own offers win; without any it takes the product's default offers", () => {
    const own = [{ quantity: 2, offerPricePaise: 79_900 }];
    const defaults = [{ quantity: 3, offerPricePaise: 109_900 }];
    expect(effectiveOffers(own, defaults)).toBe(own);
    expect(effectiveOffers([], defaults)).toBe(defaults);
    expect(effectiveOffers([], [])).toEqual([]);
  });
});
