import { describe, expect, test } from 'vitest';
import { regularPricePaise, regularTotalPaise } from '../../src/lib/regular-price';

describe('the one struck regular price (README, Decisions)', () => {
  test("one item's regular price is its price plus ₹200", () => {
    expect(regularPricePaise(44_900)).toBe(64_900);
  });
  test('several lines strike the sum of their regular prices', () => {
    expect(
      regularTotalPaise([
        { unitPricePaise: 44_900, quantity: 2 },
        { unitPricePaise: 74_900, quantity: 1 },
      ]),
    ).toBe(224_700);
  });
});
