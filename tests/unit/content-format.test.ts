import { describe, expect, test } from 'vitest';
import { formatLongDate, formatTierWeight, isoDate } from '../../src/lib/content-format';

describe('formatTierWeight', () => {
  test('labels the spec tiers as weight ranges', () => {
    const limits = [999, 1499, 1999, 2499, 2999, 10000];
    const labels = limits.map((max, i) => formatTierWeight(i === 0 ? 0 : limits[i - 1]!, max));
    expect(labels).toEqual(['Up to 999 g', '1,000–1,499 g', '1,500–1,999 g', '2,000–2,499 g', '2,500–2,999 g', '3–10 kg']);
  });
});

describe('dates', () => {
  test('long dates use Indian English and the India time zone', () => {
    expect(formatLongDate(new Date('2025-09-20T20:00:00Z'))).toBe('21 September 2025');
    expect(isoDate(new Date('2025-09-20'))).toBe('2025-09-20');
  });
});
