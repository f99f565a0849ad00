import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { orderItems, returnLines } from '#server/platform/db/schema/index';
import { badRequest } from '#server/platform/errors';
import { moveStock } from '#server/stock';
import type { StaffActionContext } from '#server/orders';
import type { ReceiveReturnInput, ReturnPickupInput } from '#lib/validation/returns';
import { lockReturn, stepReturn } from './return-life';
import { releaseExchangeHold } from './exchange-hold';

/** The console's first steps of a return: approve, reject (the reason is the shopper's to read), the reverse pickup, and the check at the shop. */
const staffActor = (ctx: StaffActionContext) => ({ kind: 'staff' as const, id: ctx.staff.id });

async function inTx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction((tx) => fn(tx));
}

export const approveReturn = (ctx: StaffActionContext, returnId: string) =>
  inTx(async (tx) => stepReturn(tx, ctx, await lockReturn(tx, returnId), 'approve'));

/** A rejected exchange gives its reserved sizes back to the shelf. */
export const rejectReturn = (ctx: StaffActionContext, returnId: string, reason: string) =>
  inTx(async (tx) => {
    const r = await lockReturn(tx, returnId);
    const updated = await stepReturn(tx, ctx, r, 'reject', { set: { rejectionReason: reason }, note: reason, data: { reason } });
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, r.id));
    const holds = lines.flatMap((l) => (l.exchangeSizeId ? [{ sizeId: l.exchangeSizeId, quantity: l.quantity }] : []));
    await releaseExchangeHold(tx, r.id, holds, staffActor(ctx));
    return updated;
  });

export const scheduleReturnPickup = (ctx: StaffActionContext, returnId: string, pickup: ReturnPickupInput) =>
  inTx(async (tx) => stepReturn(tx, ctx, await lockReturn(tx, returnId), 'schedulePickup', { set: pickup, data: { ...pickup } }));

/**
 * The parcel is back and checked: each line goes back on the shelf (on hand grows, a 'return'
 * movement of the order) or is written off (a zero 'adjust' movement that says so, so the
 * ledger shows what happened to every returned piece).
 */
export const receiveReturn = (ctx: StaffActionContext, returnId: string, input: ReceiveReturnInput) =>
  inTx(async (tx) => {
    const r = await lockReturn(tx, returnId);
    const lines = await tx.select({ line: returnLines, item: orderItems }).from(returnLines).innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId)).where(eq(returnLines.returnId, r.id));
    const outcome = new Map(input.lines.map((l) => [l.orderItemId, l.outcome]));
    const missing = lines.filter(({ line }) => !outcome.has(line.orderItemId));
    const extra = input.lines.filter((l) => !lines.some(({ line }) => line.orderItemId === l.orderItemId));
    if (missing.length > 0 || extra.length > 0) {
      throw badRequest('Say for each returned line, and only those, whether it goes back on the shelf or is written off.', [{ path: 'lines', message: 'One outcome per returned line.' }]);
    }
    const updated = await stepReturn(tx, ctx, r, 'receive', { data: { lines: input.lines } });
    for (const { line, item } of lines) {
      const o = outcome.get(line.orderItemId)!;
      await tx.update(returnLines).set({ outcome: o }).where(and(eq(returnLines.returnId, r.id), eq(returnLines.orderItemId, line.orderItemId)));
      if (!item.sizeId) continue;
      const written = await moveStock(tx, {
        sizeId: item.sizeId,
        onHandDelta: o === 'restock' ? line.quantity : 0,
        reservedDelta: 0,
        reason: o === 'restock' ? 'return' : 'adjust',
        orderId: r.orderId,
        actor: staffActor(ctx),
        note: o === 'restock' ? `return ${r.id}: back on the shelf` : `return ${r.id}: ${line.quantity} written off`,
      });
      if (!written) throw new Error(`size ${item.sizeId} could not take back return ${r.id}`);
    }
    return updated;
  });
