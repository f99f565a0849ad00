import { describe, expect, test } from 'vitest';
import { exchangeDifferencePaise } from '../../src/lib/returns/exchange-difference';

describe('the money back on an exchange for a cheaper size', () => {
  test('a ₹1,050 piece paid in full, exchanged for a ₹990 size: ₹60 back', () => {
    expect(exchangeDifferencePaise(105_000, 105_000, 99_000)).toBe(6_000);
  });

  test('a ₹399.50 piece paid ₹359.55 after the pay-now saving, exchanged for a ₹349.50 size: ₹45 back, the saving kept', () => {
    expect(exchangeDifferencePaise(35_955, 39_950, 34_950)).toBe(4_500);
  });

  test('two pieces bought under a 2 @ ₹999 offer (₹999 paid for both), listed ₹599 each, exchanged for a ₹549 size: ₹83.39 back', () => {
    expect(exchangeDifferencePaise(99_900, 59_900, 54_900)).toBe(8_339);
  });

  test('the same price or a dearer one gives nothing back', () => {
    expect(exchangeDifferencePaise(105_000, 105_000, 105_000)).toBe(0);
    expect(exchangeDifferencePaise(105_000, 105_000, 110_000)).toBe(0);
  });
});
