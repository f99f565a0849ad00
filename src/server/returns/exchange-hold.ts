import type { Db } from '#server/platform/db/client';
import type { StockActorKind } from '#server/platform/db/schema/index';
import { moveStock } from '#server/stock';

/**
 * The sizes an exchange asks for are reserved the moment it is asked, so the shelf cannot sell
 * them to someone else while the parcel travels back. The hold belongs to no order yet (the
 * linked order is made when the exchange ships); its ledger rows name the return in their note.
 */
export type Hold = { sizeId: string; quantity: number };
type StockActor = { kind: StockActorKind; id?: string | null };

const note = (returnId: string) => `exchange for return ${returnId}`;

/** Reserves every hold, sizes in a fixed order; answers the size ids the shelf could not cover (nothing is kept then: the caller rolls back). */
export async function holdForExchange(tx: Db, returnId: string, holds: readonly Hold[], actor: StockActor): Promise<string[]> {
  const short: string[] = [];
  for (const h of [...holds].sort((a, b) => a.sizeId.localeCompare(b.sizeId))) {
    const after = await moveStock(tx, { sizeId: h.sizeId, onHandDelta: 0, reservedDelta: h.quantity, reason: 'reserve', actor, note: note(returnId) });
    if (!after) short.push(h.sizeId);
  }
  return short;
}

/** Gives the holds back (a rejected request), or hands them over to the exchange order that now reserves them. */
export async function releaseExchangeHold(tx: Db, returnId: string, holds: readonly Hold[], actor: StockActor): Promise<void> {
  for (const h of [...holds].sort((a, b) => a.sizeId.localeCompare(b.sizeId))) {
    const after = await moveStock(tx, { sizeId: h.sizeId, onHandDelta: 0, reservedDelta: -h.quantity, reason: 'release', actor, note: note(returnId) });
    if (!after) throw new Error(`size ${h.sizeId} no longer holds the exchange of return ${returnId}`);
  }
}
