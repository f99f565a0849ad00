import { formatINR } from '../money';
import { apparelSlabOn, taxableOf } from './tax';

/**
 * Past the low-rate limit a piece pays the high rate on its whole value, so a price just above
 * the limit leaves the seller less than the limit itself: ₹2,625.01 at 18% keeps ₹2,224.58,
 * where ₹2,625 at 5% keeps ₹2,500. The band ends at the price that keeps the threshold again
 * at the high rate (₹2,950).
 */
export type SlabJumpBand = { fromPaise: number; toPaise: number; lowRateBp: number; highRateBp: number; thresholdPaise: number };

export function slabJumpBand(on: Date): SlabJumpBand {
  const slab = apparelSlabOn(on);
  const fromPaise = Math.floor((slab.thresholdPaise * (10_000 + slab.lowRateBp)) / 10_000) + 1;
  const toPaise = Math.floor((slab.thresholdPaise * (10_000 + slab.highRateBp)) / 10_000);
  return { fromPaise, toPaise, lowRateBp: slab.lowRateBp, highRateBp: slab.highRateBp, thresholdPaise: slab.thresholdPaise };
}

/** The product editor's warning for a price in the band, or null when the price is clear of it. */
export function slabJumpWarning(pricePaise: number, on: Date): string | null {
  const band = slabJumpBand(on);
  if (pricePaise < band.fromPaise || pricePaise > band.toPaise) return null;
  const limit = formatINR(band.fromPaise - 1);
  const kept = formatINR(taxableOf(pricePaise, band.highRateBp));
  return (
    `At ${formatINR(pricePaise)} a piece pays ${band.highRateBp / 100}% GST on its whole price instead of ${band.lowRateBp / 100}%, ` +
    `so you keep ${kept} after tax, where a price of ${limit} keeps ${formatINR(band.thresholdPaise)}. ` +
    `Price it at ${limit} or less, or above ${formatINR(band.toPaise)}.`
  );
}
