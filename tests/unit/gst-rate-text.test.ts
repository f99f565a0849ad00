import { describe, expect, test } from 'vitest';
import { apparelRateText, isGarmentHsn, sizeRatesText } from '../../src/lib/gst/rate-text';

/** The product form's GST rate: the garment slab stated, and what each size's price pays under it. */
const ON = new Date('2026-11-28T06:00:00Z');

describe("the product form's GST rate", () => {
  test('states the slab in force', () => {
    expect(apparelRateText(ON)).toBe(
      "Garments pay GST by the price of one piece: 5% on a piece priced up to ₹2,625 including GST (₹2,500 before tax), 18% above. Each invoice line takes the rate of its size's price.",
    );
    expect(apparelRateText(new Date('2025-09-01T06:00:00Z'))).toContain('5% on a piece priced up to ₹1,050 including GST (₹1,000 before tax), 12% above');
  });

  test('groups sizes by the rate their price pays: ₹2,625 is 5%, ₹2,625.01 is 18%', () => {
    expect(sizeRatesText([{ name: 'S', pricePaise: 49_900 }, { name: 'M', pricePaise: 49_900 }], ON)).toBe('At these prices every size pays 5%.');
    expect(sizeRatesText([{ name: 'S', pricePaise: 262_500 }, { name: 'M', pricePaise: 262_501 }, { name: 'L', pricePaise: 300_000 }, { name: 'S', pricePaise: 262_500 }], ON)).toBe('At these prices: 5% for S; 18% for M and L.');
    expect(sizeRatesText([], ON)).toBeNull();
  });

  test('garment headings are chapters 61 and 62', () => {
    expect([isGarmentHsn('6104'), isGarmentHsn('62121000'), isGarmentHsn('6307')]).toEqual([true, true, false]);
  });
});
