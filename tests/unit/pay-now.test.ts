import { describe, expect, test } from 'vitest';
import { payNowQuote, prepaidDiscountOf, spreadDiscount } from '../../src/lib/pay-now';

describe('pay now and save figures', () => {
  test('the discount is a percent of the goods, rounded half up to whole paise', () => {
    expect(prepaidDiscountOf(22_900, 10)).toBe(2_290);
    // 5% of ₹0.50 is 2.5 paise: 3.
    expect(prepaidDiscountOf(50, 5)).toBe(3);
    expect(prepaidDiscountOf(49, 5)).toBe(2);
    expect(prepaidDiscountOf(99_999, 0)).toBe(0);
  });

  test('₹229 with ₹99 COD shipping and a ₹30 charge (₹358) costs ₹245.10 paid now at 10% off with ₹39 shipping', () => {
    expect(payNowQuote({ subtotalPaise: 22_900, totalPaise: 35_800, onlineShippingPaise: 3_900, discountPercent: 10 })).toEqual({
      shippingPaise: 3_900,
      prepaidDiscountPaise: 2_290,
      totalPaise: 24_510,
      savingPaise: 11_290,
    });
  });

  test("an order with a ₹20 code: ₹1,000 of goods, ₹60 COD shipping and a ₹30 charge (₹1,070) costs ₹981 paid now at 5% off with ₹50 shipping", () => {
    // Goods after the code ₹980; 5% of it ₹49; ₹980 − ₹49 + ₹50 = ₹981, not ₹1,000.
    expect(payNowQuote({ subtotalPaise: 100_000, codeDiscountPaise: 2_000, totalPaise: 107_000, onlineShippingPaise: 5_000, discountPercent: 5 })).toEqual({
      shippingPaise: 5_000,
      prepaidDiscountPaise: 4_900,
      totalPaise: 98_100,
      savingPaise: 8_900,
    });
  });

  test('the discount is spread over the lines by value and adds up exactly', () => {
    const lines = [
      { quantity: 3, unitPricePaise: 33_333, lineTotalPaise: 99_999 },
      { quantity: 1, unitPricePaise: 50_001, lineTotalPaise: 50_001 },
    ];
    expect(spreadDiscount(lines, 1_001)).toEqual([
      { quantity: 3, unitPricePaise: 33_111, lineTotalPaise: 99_332 },
      { quantity: 1, unitPricePaise: 49_667, lineTotalPaise: 49_667 },
    ]);
    expect(spreadDiscount(lines, 0)).toEqual(lines);
  });
});
