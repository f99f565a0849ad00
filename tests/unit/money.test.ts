import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { formatINR, formatINR2, fromPaise, toPaise } from '../../src/lib/money';

describe('money', () => {
  test('converts rupees to whole paise without float noise', () => {
    expect(toPaise(449)).toBe(44900);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1099.99)).toBe(109999);
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
  });

  test('round-trips paise through rupees', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (paise) => toPaise(fromPaise(paise)) === paise));
  });

  test('formats with Indian digit grouping', () => {
    expect(formatINR(129900)).toBe('₹1,299');
    expect(formatINR(12345600)).toBe('₹1,23,456');
    expect(formatINR(129950)).toBe('₹1,299.50');
    expect(formatINR2(129900)).toBe('₹1,299.00');
    expect(formatINR(0)).toBe('₹0');
  });
});
