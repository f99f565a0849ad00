import { sql } from 'drizzle-orm';
import { query, type Db } from '#server/platform/db/client';
import { conflict } from '#server/platform/errors';
import type { StockActorKind } from '#server/platform/db/schema/index';
import { countsOf, moveStock, sellable } from './move-stock';

/**
 * The shelf side of changing an order before it ships (issue 28): pieces the order no longer
 * wants go back, pieces it now wants are taken, each a ledger row on the order. The order's own
 * rows say what it holds of a size (reserved, or consumed once an online payment arrived), so
 * giving back releases a reservation first and returns consumed pieces after.
 */
type Actor = { kind: StockActorKind; id?: string | null };

async function heldOf(tx: Db, orderId: string, sizeId: string): Promise<{ reserved: number; consumed: number }> {
  const [row] = await query<{ reserved: number; consumed: number }>(
    tx,
    sql`select coalesce(sum(reserved_delta), 0)::int as reserved, coalesce(-sum(on_hand_delta), 0)::int as consumed
        from stock_movements where order_id = ${orderId} and size_id = ${sizeId}`,
  );
  return { reserved: Number(row?.reserved ?? 0), consumed: Number(row?.consumed ?? 0) };
}

/** Gives back up to `pieces` of a size the order holds (an order placed before stock was kept holds none). */
export async function giveBackPieces(tx: Db, orderId: string, sizeId: string, pieces: number, actor: Actor): Promise<void> {
  const held = await heldOf(tx, orderId, sizeId);
  const release = Math.min(pieces, Math.max(0, held.reserved));
  const back = Math.min(pieces - release, Math.max(0, held.consumed));
  if (release > 0) await settle(tx, { sizeId, onHandDelta: 0, reservedDelta: -release, reason: 'release', orderId, actor, note: 'order changed' });
  if (back > 0) await settle(tx, { sizeId, onHandDelta: back, reservedDelta: 0, reason: 'return', orderId, actor, note: 'order changed' });
}

export type WantedPieces = { sizeId: string; pieces: number; productName: string; colorName: string; sizeName: string };

/**
 * Takes `pieces` of a size for the order with the conditional update that never goes below
 * zero: reserved while the order's stock is still reserved, consumed at once when its online
 * payment already consumed it. Refuses with 409 'Only N left' when the shelf cannot give them.
 */
export async function takePieces(tx: Db, orderId: string, wanted: WantedPieces, consume: boolean, actor: Actor): Promise<void> {
  const after = await moveStock(tx, {
    sizeId: wanted.sizeId,
    onHandDelta: consume ? -wanted.pieces : 0,
    reservedDelta: consume ? 0 : wanted.pieces,
    reason: consume ? 'consume' : 'reserve',
    orderId,
    actor,
    note: 'order changed',
  });
  if (after) return;
  const left = sellable((await countsOf(tx, [wanted.sizeId])).get(wanted.sizeId));
  const what = `${wanted.productName} in ${wanted.colorName}, size ${wanted.sizeName}`;
  throw conflict(
    left === 0 ? `${what} is sold out, so the order cannot take ${wanted.pieces} more.` : `Only ${left} left of ${what}: the change needs ${wanted.pieces}.`,
    { available: left },
  );
}

async function settle(tx: Db, change: Parameters<typeof moveStock>[1]): Promise<void> {
  if (!(await moveStock(tx, change))) throw new Error(`stock of size ${change.sizeId} cannot take back pieces of order ${change.orderId}`);
}
