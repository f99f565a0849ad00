import { describe, expect, test } from 'vitest';
import { formatDeliveryWindow } from '../../src/lib/delivery-window';
import { formatDeliveryDate } from '../../src/lib/delivery/working-days';

describe('delivery dates in the page language (issue 31)', () => {
  test('English keeps the spec’s window; Hindi and Tamil write the range their own way', () => {
    const w = { from: '2026-12-02', to: '2026-12-06' };
    expect(formatDeliveryWindow(w)).toBe('2 Dec – 6 Dec 2026');
    expect(formatDeliveryWindow(w, 'hi-IN')).toBe('2–6 दिस॰ 2026');
    expect(formatDeliveryWindow(w, 'ta-IN')).toBe('2 – 6 டிச., 2026');
    expect(formatDeliveryWindow({ from: '2026-12-30', to: '2027-01-03' }, 'ta-IN')).toBe('30 டிச., 2026 – 3 ஜன., 2027');
  });
  test('Check delivery’s date: Thu, 26 Nov in English, its weekday and month in Hindi and Tamil', () => {
    expect(formatDeliveryDate('2026-11-26')).toBe('Thu, 26 Nov');
    expect(formatDeliveryDate('2026-11-26', 'hi-IN')).toBe('गुरु, 26 नव॰');
    expect(formatDeliveryDate('2026-11-26', 'ta-IN')).toBe('நவ. 26, வியா.');
  });
});
