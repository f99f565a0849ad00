import { describe, expect, test } from 'vitest';
import { freeShippingProgress } from '../../src/lib/free-shipping-progress';
import { nextSendableTime } from '../../src/lib/quiet-hours';

describe("the cart's free-shipping progress (issue 29 item 4)", () => {
  test('says how much more, in rupees with Indian grouping', () => {
    expect(freeShippingProgress({ states: [], payment: 'any', minOrderPaise: 99_900 }, 78_900)).toBe('Add ₹210 more for free shipping.');
    expect(freeShippingProgress({ states: [], payment: 'any', minOrderPaise: 250_000 }, 10_050)).toBe('Add ₹2,399.50 more for free shipping.');
    expect(freeShippingProgress({ states: [], payment: 'any', minOrderPaise: 15_000_000 }, 100_000)).toBe('Add ₹1,49,000 more for free shipping.');
  });

  test('says the conditions the cart cannot know yet', () => {
    expect(freeShippingProgress({ states: ['Tamil Nadu'], payment: 'online', minOrderPaise: 99_900 }, 78_900)).toBe(
      'Add ₹210 more for free shipping to Tamil Nadu when you pay online.',
    );
    expect(freeShippingProgress({ states: ['Tamil Nadu', 'Kerala'], payment: 'any', minOrderPaise: 0 }, 50_000)).toBe('You get free shipping to Tamil Nadu or Kerala.');
  });

  test('met, or no rule', () => {
    expect(freeShippingProgress({ states: [], payment: 'any', minOrderPaise: 99_900 }, 99_900)).toBe('You get free shipping.');
    expect(freeShippingProgress({ states: [], payment: 'online', minOrderPaise: 99_900 }, 120_000)).toBe('You get free shipping when you pay online.');
    expect(freeShippingProgress(null, 120_000)).toBeNull();
  });
});

describe('quiet hours in India (21:00 to 09:00 IST)', () => {
  const at = (iso: string) => nextSendableTime(new Date(iso)).toISOString();
  test('by day: at once; at night: 09:00 IST', () => {
    expect(at('2026-12-01T11:00:00+05:30')).toBe('2026-12-01T05:30:00.000Z');
    expect(at('2026-12-01T20:59:00+05:30')).toBe('2026-12-01T15:29:00.000Z');
    expect(at('2026-12-01T21:00:00+05:30')).toBe('2026-12-02T03:30:00.000Z');
    expect(at('2026-12-02T00:30:00+05:30')).toBe('2026-12-02T03:30:00.000Z');
    expect(at('2026-12-02T08:59:00+05:30')).toBe('2026-12-02T03:30:00.000Z');
  });
});
