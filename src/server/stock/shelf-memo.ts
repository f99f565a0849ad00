import { clockNow } from '#server/platform/clock';
import type { StockCounts } from './move-stock';

/**
 * What this instance last read of a size's shelf, kept for a second: on a sale day a crowd keeps
 * asking for a size that has just sold out, and each refusal would read the shelf again. A
 * remembered count only ever refuses (the reservation, under its row lock, decides every order
 * placed); a move on this instance that frees units forgets the size at once, and one on another
 * instance is seen within the second.
 */
export const SHELF_MEMORY_MS = 1_000;

const seen = new Map<string, { counts: StockCounts; until: number }>();

export function noteShelf(counts: ReadonlyMap<string, StockCounts>, now = clockNow()): void {
  if (seen.size > 10_000) for (const [k, v] of seen) if (v.until <= now) seen.delete(k);
  for (const [sizeId, c] of counts) seen.set(sizeId, { counts: c, until: now + SHELF_MEMORY_MS });
}

export function forgetShelf(sizeId: string): void {
  seen.delete(sizeId);
}

/** The remembered counts of every size, or null when any is unknown or stale. */
export function rememberedShelf(sizeIds: Iterable<string>, now = clockNow()): Map<string, StockCounts> | null {
  const out = new Map<string, StockCounts>();
  for (const sizeId of sizeIds) {
    const s = seen.get(sizeId);
    if (!s || s.until <= now) return null;
    out.set(sizeId, s.counts);
  }
  return out;
}
