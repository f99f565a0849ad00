import { describe, expect, test } from 'vitest';
import { mrpTotalPaise, struckMrpPaise } from '../../src/lib/mrp';

describe("the struck price is the size's own MRP (README, Decisions)", () => {
  test('an MRP above the selling price is struck', () => {
    expect(struckMrpPaise(44_900, 59_900)).toBe(59_900);
  });
  test('an MRP equal to the selling price strikes nothing', () => {
    expect(struckMrpPaise(44_900, 44_900)).toBeNull();
  });
  test('no MRP strikes nothing (never price plus ₹200)', () => {
    expect(struckMrpPaise(44_900, undefined)).toBeNull();
    expect(struckMrpPaise(44_900, 0)).toBeNull();
  });
  test("several lines add each line's MRP times its quantity; a line without one counts at its price", () => {
    expect(
      mrpTotalPaise([
        { unitPricePaise: 44_900, mrpPaise: 59_900, quantity: 2 },
        { unitPricePaise: 74_900, mrpPaise: 74_900, quantity: 1 },
        { unitPricePaise: 30_000, quantity: 1 },
      ]),
    ).toBe(224_700);
  });
});
