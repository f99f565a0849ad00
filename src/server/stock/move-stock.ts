import { forgetShelf, noteShelf } from './shelf-memo';
import { inArray, sql } from 'drizzle-orm';
import { query, type Db } from '#server/platform/db/client';
import { sizeStock, stockMovements, type StockActorKind, type StockReason } from '#server/platform/db/schema/index';

export type StockCounts = { onHand: number; reserved: number };

export type StockChange = {
  sizeId: string;
  onHandDelta: number;
  reservedDelta: number;
  reason: StockReason;
  actor: { kind: StockActorKind; id?: string | null };
  orderId?: string | null;
  note?: string | null;
};

/**
 * Changes one size's counts and writes its ledger row, inside the caller's transaction. The
 * update is conditional: it happens only when on hand, reserved and sellable all stay at or
 * above zero, and PostgreSQL re-checks that condition after waiting for a concurrent writer, so
 * two changes racing for the last units can never both pass. Answers the counts after, or null
 * when the change would take a count below zero (nothing is written then).
 */
export async function moveStock(tx: Db, change: StockChange): Promise<StockCounts | null> {
  const { sizeId, onHandDelta: dOn, reservedDelta: dRes } = change;
  // The ledger row is written by the same statement, from the counts the update returns: one
  // round trip per size (issue 33), and no row when the update refused.
  const [row] = await query<{ on_hand: number; reserved: number }>(
    tx,
    sql`with moved as (
          update size_stock
          set on_hand = on_hand + ${dOn}::int, reserved = reserved + ${dRes}::int, updated_at = now()
          where size_id = ${sizeId}
            and on_hand + ${dOn}::int >= 0 and reserved + ${dRes}::int >= 0
            and on_hand + ${dOn}::int - (reserved + ${dRes}::int) >= 0
          returning size_id, on_hand, reserved
        ), ledger as (
          insert into ${stockMovements} (size_id, order_id, reason, on_hand_delta, reserved_delta, on_hand_after, reserved_after, actor_kind, actor_id, note)
          select size_id, ${change.orderId ?? null}::text, ${change.reason}::text, ${dOn}::int, ${dRes}::int, on_hand, reserved,
                 ${change.actor.kind}::text, ${change.actor.id ?? null}::text, ${change.note ?? null}::text
          from moved
        )
        select on_hand, reserved from moved`,
  );
  if (!row) return null;
  // Units freed here are sellable at once, whatever this instance remembered of the shelf.
  if (dOn - dRes > 0) forgetShelf(sizeId);
  return { onHand: Number(row.on_hand), reserved: Number(row.reserved) };
}

/**
 * The counts as a shopper's question reads them (a cart quote, the check before an order), outside
 * any transaction: what it read is remembered for the refusals of the next second (shelf-memo.ts).
 */
export async function readShelf(db: Db, sizeIds: readonly string[]): Promise<Map<string, StockCounts>> {
  const counts = await countsOf(db, sizeIds);
  noteShelf(counts);
  return counts;
}

/** The counts of some sizes now; a size never stocked counts zero. */
export async function countsOf(db: Db, sizeIds: readonly string[]): Promise<Map<string, StockCounts>> {
  const out = new Map<string, StockCounts>();
  if (sizeIds.length === 0) return out;
  const rows = await db
    .select({ sizeId: sizeStock.sizeId, onHand: sizeStock.onHand, reserved: sizeStock.reserved })
    .from(sizeStock)
    .where(inArray(sizeStock.sizeId, [...sizeIds]));
  for (const r of rows) out.set(r.sizeId, { onHand: r.onHand, reserved: r.reserved });
  return out;
}

export const sellable = (c: StockCounts | undefined) => (c ? Math.max(0, c.onHand - c.reserved) : 0);
