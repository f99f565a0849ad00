import { describe, expect, test } from 'vitest';
import { slabJumpBand, slabJumpWarning } from '../../src/lib/gst/slab-band';

const today = new Date('2026-11-23T10:00:00+05:30');

describe('the price band where the GST slab jumps', () => {
  test('runs from ₹2,625.01 to ₹2,950 today', () => {
    expect(slabJumpBand(today)).toMatchObject({ fromPaise: 262_501, toPaise: 295_000 });
  });

  test('warns the merchant inside the band, with what the piece keeps', () => {
    expect(slabJumpWarning(270_000, today)).toBe(
      'At ₹2,700 a piece pays 18% GST on its whole price instead of 5%, so you keep ₹2,288.14 after tax, where a price of ₹2,625 keeps ₹2,500. Price it at ₹2,625 or less, or above ₹2,950.',
    );
    expect(slabJumpWarning(262_501, today)).toContain('so you keep ₹2,224.58 after tax,');
    expect(slabJumpWarning(295_000, today)).toContain('so you keep ₹2,500 after tax,');
  });

  test('is quiet outside the band', () => {
    expect(slabJumpWarning(262_500, today)).toBeNull();
    expect(slabJumpWarning(295_001, today)).toBeNull();
    expect(slabJumpWarning(44_900, today)).toBeNull();
  });

  test('before 22 Sep 2025 ran from ₹1,050.01 to ₹1,120', () => {
    const sep21 = new Date('2025-09-21T12:00:00+05:30');
    expect(slabJumpBand(sep21)).toMatchObject({ fromPaise: 105_001, toPaise: 112_000 });
    expect(slabJumpWarning(110_000, sep21)).toBe(
      'At ₹1,100 a piece pays 12% GST on its whole price instead of 5%, so you keep ₹982.14 after tax, where a price of ₹1,050 keeps ₹1,000. Price it at ₹1,050 or less, or above ₹1,120.',
    );
  });
});
