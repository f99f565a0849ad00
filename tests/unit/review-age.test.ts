import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { reviewAge } from '../../src/lib/review-age';

const NOW = new Date('2025-06-15T12:00:00Z');
const daysBefore = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

describe('reviewAge', () => {
  test.each([
    [0, '0 days ago'],
    [1, '1 day ago'],
    [29, '29 days ago'],
    [30, '1 month ago'],
    [59, '1 month ago'],
    [60, '2 months ago'],
    [364, '12 months ago'],
    [365, '1 year ago'],
    [729, '1 year ago'],
    [730, '2 years ago'],
  ])('%i days old reads "%s"', (days, text) => {
    expect(reviewAge(daysBefore(days), NOW)).toBe(text);
  });

  test('accepts ISO strings as the API sends them', () => {
    expect(reviewAge('2025-06-01T12:00:00Z', NOW)).toBe('14 days ago');
  });

  test('a review from the future reads as today', () => {
    expect(reviewAge(new Date(NOW.getTime() + 3_600_000), NOW)).toBe('0 days ago');
  });

  test('an unreadable date shows nothing rather than "NaN"', () => {
    expect(reviewAge('not a date', NOW)).toBe('');
  });

  test('the unit only grows with age', () => {
    const rank = (s: string) => (s.includes('day') ? 0 : s.includes('month') ? 1 : 2);
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        expect(rank(reviewAge(daysBefore(young), NOW))).toBeLessThanOrEqual(rank(reviewAge(daysBefore(old), NOW)));
      }),
    );
  });
});
