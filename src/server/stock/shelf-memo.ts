import { clockNow } from '#server/platform/clock';
import { readMark } from '#server/platform/db/read-marks';
import type { StockCounts } from './move-stock';

/**
 * What this instance last read of a size's shelf, kept for a second: on a sale day a crowd keeps
 * asking for a size that has just sold out, and each refusal would read the shelf again. A
 * remembered count only ever refuses (the reservation, under its row lock, decides every order
 * placed); a move on this instance that frees units forgets the size at once, and one on another
 * instance is seen within the second.
 */
export const SHELF_MEMORY_MS = 1_000;

const seen = new Map<string, { counts: StockCounts; until: number; mark: number }>();
/**
 * Sizes whose units were freed here a moment ago. The move is forgotten before its transaction
 * commits, so a read in between may still show the old count: such reads are not remembered.
 */
const freed = new Map<string, number>();

export function noteShelf(counts: ReadonlyMap<string, StockCounts>, now = clockNow()): void {
  if (seen.size > 10_000) for (const [k, v] of seen) if (v.until <= now) seen.delete(k);
  for (const [k, at] of freed) if (now - at >= SHELF_MEMORY_MS) freed.delete(k);
  const mark = readMark();
  for (const [sizeId, c] of counts) if (!freed.has(sizeId)) seen.set(sizeId, { counts: c, until: now + SHELF_MEMORY_MS, mark });
}

export function forgetShelf(sizeId: string, now = clockNow()): void {
  seen.delete(sizeId);
  freed.set(sizeId, now);
}

/**
 * The remembered counts of every size, or null when any is unknown or stale. `mark` is the newest
 * of their reads' marks (platform/db/read-marks.ts): every count was read before it.
 */
export function rememberedShelf(sizeIds: Iterable<string>, now = clockNow()): { counts: Map<string, StockCounts>; mark: number } | null {
  const counts = new Map<string, StockCounts>();
  let mark = 0;
  for (const sizeId of sizeIds) {
    const s = seen.get(sizeId);
    if (!s || s.until <= now) return null;
    counts.set(sizeId, s.counts);
    mark = Math.max(mark, s.mark);
  }
  return { counts, mark };
}
