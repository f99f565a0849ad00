import type { Db } from '#server/platform/db/client';
import { judgedOnRead, outOfStock, type ShortLine } from '#server/platform/errors';
import { countsOf, moveStock, readShelf, sellable, type StockCounts } from './move-stock';
import { rememberedShelf } from './shelf-memo';

type Line = { sizeId: string; quantity: number; productName: string; colorName: string; sizeName: string };

/**
 * Reserves every line of a new order inside the transaction that places it. Lines of one size
 * are reserved together, sizes in a fixed order so two orders never wait on each other in a
 * circle. A size that cannot cover its lines throws 409 naming each short line with what is
 * left; the caller's transaction then rolls back every reservation this order made.
 */
export async function reserveOrder(tx: Db, orderId: string, customerId: string, lines: readonly Line[], figures: unknown): Promise<void> {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.sizeId, (wanted.get(l.sizeId) ?? 0) + l.quantity);
  const shortSizes: string[] = [];
  for (const sizeId of [...wanted.keys()].sort()) {
    const quantity = wanted.get(sizeId)!;
    const after = await moveStock(tx, {
      sizeId,
      onHandDelta: 0,
      reservedDelta: quantity,
      reason: 'reserve',
      orderId,
      actor: { kind: 'customer', id: customerId },
    });
    if (!after) shortSizes.push(sizeId);
  }
  if (shortSizes.length === 0) return;
  throw outOfStock(shortLinesOf(lines, shortSizes, await countsOf(tx, shortSizes)), figures);
}

/**
 * Refuses an order the shelf plainly cannot fill before any transaction is opened, so a crowd
 * chasing a sold-out size costs one read each. Only a first look: the reservation decides. A
 * refusal from what this instance remembers carries the mark of the reads it rests on.
 */
export async function checkShelf(db: Db, lines: readonly Line[], figures: unknown): Promise<void> {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.sizeId, (wanted.get(l.sizeId) ?? 0) + l.quantity);
  // A size this instance saw short a moment ago is refused from memory; any other answer is read.
  const remembered = rememberedShelf(wanted.keys());
  const shortThen = remembered ? [...wanted].filter(([sizeId, quantity]) => sellable(remembered.counts.get(sizeId)) < quantity).map(([sizeId]) => sizeId) : [];
  if (remembered && shortThen.length > 0) throw judgedOnRead(outOfStock(shortLinesOf(lines, shortThen, remembered.counts), figures), remembered.mark);
  const counts = await readShelf(db, [...wanted.keys()]);
  const shortSizes = [...wanted].filter(([sizeId, quantity]) => sellable(counts.get(sizeId)) < quantity).map(([sizeId]) => sizeId);
  if (shortSizes.length > 0) throw outOfStock(shortLinesOf(lines, shortSizes, counts), figures);
}

function shortLinesOf(lines: readonly Line[], shortSizes: readonly string[], counts: Map<string, StockCounts>): ShortLine[] {
  const short: ShortLine[] = [];
  lines.forEach((l, index) => {
    if (!shortSizes.includes(l.sizeId)) return;
    short.push({
      index,
      productName: l.productName,
      colorName: l.colorName,
      sizeName: l.sizeName,
      requested: l.quantity,
      available: sellable(counts.get(l.sizeId)),
    });
  });
  return short;
}
