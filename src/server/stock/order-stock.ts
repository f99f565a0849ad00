import { sql } from 'drizzle-orm';
import { query, type Db } from '#server/platform/db/client';
import type { StockActorKind } from '#server/platform/db/schema/index';
import { moveStock } from './move-stock';

/**
 * What an order's moves do to the shelf, called by the transition module in the transaction
 * of each move. An order's own ledger rows say what it holds of each size (reserved and not yet
 * consumed or released; consumed and not yet returned), so each effect applies once however
 * often the move is attempted, and orders placed before stock existed hold nothing.
 *
 * - paid online, or a COD order shipped: the reservation is consumed (leaves on hand);
 * - cancelled: a reservation still held is released, stock already consumed goes back on hand;
 * - returned to origin: the parcel's stock goes back on hand.
 *
 * A failed online payment keeps its reservation: the shopper may retry within the payment
 * window, and the window's end cancels the order, which releases it.
 */
type Held = { sizeId: string; reserved: number; consumed: number };

async function heldBy(tx: Db, orderId: string): Promise<Held[]> {
  const rows = await query<{ size_id: string; reserved: number; consumed: number }>(
    tx,
    sql`select size_id, coalesce(sum(reserved_delta), 0)::int as reserved, coalesce(-sum(on_hand_delta), 0)::int as consumed
        from stock_movements where order_id = ${orderId} group by size_id order by size_id`,
  );
  return rows.map((r) => ({ sizeId: r.size_id, reserved: Number(r.reserved), consumed: Number(r.consumed) }));
}

type Effect = 'consume' | 'putBack' | 'return';

const EFFECT_OF_MOVE: Partial<Record<string, Effect>> = {
  paymentSucceeded: 'consume',
  ship: 'consume',
  cancel: 'putBack',
  returnToOrigin: 'return',
};

export async function stockFollowsMove(
  tx: Db,
  orderId: string,
  move: string,
  actor: { kind: StockActorKind; id?: string | null },
): Promise<void> {
  const effect = EFFECT_OF_MOVE[move];
  if (!effect) return;
  for (const held of await heldBy(tx, orderId)) {
    if (held.reserved > 0 && effect === 'consume') {
      await settle(tx, { sizeId: held.sizeId, onHandDelta: -held.reserved, reservedDelta: -held.reserved, reason: 'consume', orderId, actor });
    }
    if (held.reserved > 0 && effect === 'putBack') {
      await settle(tx, { sizeId: held.sizeId, onHandDelta: 0, reservedDelta: -held.reserved, reason: 'release', orderId, actor });
    }
    if (held.consumed > 0 && effect !== 'consume') {
      await settle(tx, { sizeId: held.sizeId, onHandDelta: held.consumed, reservedDelta: 0, reason: 'return', orderId, actor });
    }
  }
}

async function settle(tx: Db, change: Parameters<typeof moveStock>[1]): Promise<void> {
  // Taking back what this order itself reserved cannot go below zero; if it does, the counts were
  // edited under the order, and failing the move is better than losing the ledger's balance.
  if (!(await moveStock(tx, change))) throw new Error(`stock of size ${change.sizeId} cannot take back order ${change.orderId}`);
}
