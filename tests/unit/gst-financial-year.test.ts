import { describe, expect, test } from 'vitest';
import { financialYear } from '../../src/lib/gst/financial-year';

describe('the financial year of an invoice', () => {
  test.each([
    ['2026-11-23T10:00:00Z', '2026-27'],
    ['2027-01-01T00:00:00Z', '2026-27'],
    ['2026-01-15T12:00:00Z', '2025-26'],
    // 31 March 23:59:59 in India is still the old year; a second later, 1 April at 00:00 IST, is the new one.
    ['2026-03-31T18:29:59Z', '2025-26'],
    ['2026-03-31T18:30:00Z', '2026-27'],
    ['2099-12-31T00:00:00Z', '2099-00'],
    ['2017-07-01T00:00:00+05:30', '2017-18'],
  ])('at %s is %s', (instant, label) => {
    expect(financialYear(new Date(instant))).toBe(label);
  });

  test('of an invalid date is an error, not a made-up year', () => {
    expect(() => financialYear(new Date('not a date'))).toThrow(RangeError);
  });
});
