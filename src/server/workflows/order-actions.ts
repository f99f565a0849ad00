import { getDb } from '#server/platform/db/client';
import { orderNotes } from '#server/platform/db/schema/index';
import { conflict, DomainError } from '#server/platform/errors';
import type { ShipOrderInput } from '#lib/validation/admin-orders';
import { ORDER_STATUS, orderNumber } from '#lib/order-status';
import { moveOrder, refusalOf, type MoveResult, type OrderMove, auditOrder, type StaffActionContext, getOrderRow } from '#server/orders';
import { bookShipment } from '#server/courier';
import type { BookingCourier } from '#server/courier';
import { owesRefund, refundCancelledOrder } from './cancel-refund';

/**
 * The console's order actions. Each asks the order machine in one transaction: the move writes
 * its order_events row, runs the effects it declares (shipment, invoice, credit note, stock,
 * messages) and the staff member's audit row, all together or not at all.
 */

/** Moves with no input but an optional note; the name is the audit action after 'order.'. */
export const SIMPLE_ACTIONS = ['confirm', 'hold', 'release', 'partiallyFulfil', 'returnToOrigin', 'codCollected'] as const satisfies readonly OrderMove[];
export type SimpleAction = (typeof SIMPLE_ACTIONS)[number];

const actor = (ctx: StaffActionContext) => ({ kind: 'staff' as const, id: ctx.staff.id });

export async function runSimpleAction(ctx: StaffActionContext, orderId: string, action: SimpleAction, note?: string): Promise<MoveResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    return moveOrder(tx, orderId, action, { actor: actor(ctx), note: note || null, staff: ctx });
  });
}

/** Ships with the courier, AWB and tracking link staff typed, or those a live courier booked (with its label). */
export async function shipOrder(ctx: StaffActionContext, orderId: string, input: ShipOrderInput & { labelUrl?: string }): Promise<MoveResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const shipment = { courier: input.courier, awb: input.awb, trackingUrl: input.trackingUrl, ...(input.labelUrl ? { labelUrl: input.labelUrl } : {}) };
    return moveOrder(tx, orderId, 'ship', { actor: actor(ctx), data: shipment, shipment: input, staff: ctx });
  });
}

/**
 * Ships through the live courier: the order is checked first (nothing is booked for an order
 * that cannot ship), then booked outside any transaction (a courier call must not hold the
 * order's lock), then shipped with what the courier answered.
 */
export async function shipWithCourier(ctx: StaffActionContext, orderId: string, courier: BookingCourier): Promise<MoveResult> {
  const order = await getOrderRow(await getDb(), orderId);
  const refusal = refusalOf(order, 'ship');
  if (refusal) throw conflict(refusal, { status: order.status, paymentStatus: order.paymentStatus });
  return shipOrder(ctx, orderId, await bookShipment(courier, orderId));
}

export async function deliverOrder(ctx: StaffActionContext, orderId: string): Promise<MoveResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    return moveOrder(tx, orderId, 'deliver', { actor: actor(ctx), staff: ctx });
  });
}

/**
 * Cancels with a reason. A paid online order is then refunded through its gateway: the refund
 * runs after the cancellation is saved (a gateway call must not hold the order's lock), and a
 * refund the gateway refuses can be asked for again with `refundOrder`.
 */
export type CancelOutcome = MoveResult & { refunded: boolean; paymentStatus: number };

export async function cancelOrder(ctx: StaffActionContext, orderId: string, reason: string): Promise<CancelOutcome> {
  const db = await getDb();
  const r = await db.transaction(async (tx) => {
    return moveOrder(tx, orderId, 'cancel', { actor: actor(ctx), note: reason, staff: ctx });
  });
  if (!owesRefund(r.order)) return { ...r, refunded: false, paymentStatus: r.order.paymentStatus };
  try {
    const paymentStatus = await refundCancelledOrder(ctx, r.order);
    return { ...r, refunded: true, paymentStatus };
  } catch (err) {
    if (err instanceof DomainError && err.code === 'upstream_failed') {
      throw new DomainError('upstream_failed', "The order is cancelled, but the payment gateway did not accept the refund just now. Use 'Send refund again' on the order page in a few minutes.", {
        data: { status: r.order.status, paymentStatus: r.order.paymentStatus },
      });
    }
    throw err;
  }
}

/** Asks again for the refund of a cancelled order the gateway refused before; answers the payment status. */
export async function refundOrder(ctx: StaffActionContext, orderId: string): Promise<number> {
  const db = await getDb();
  const order = await getOrderRow(db, orderId);
  if (order.status !== ORDER_STATUS.CANCELLED || !owesRefund(order)) {
    throw conflict('Only a cancelled order whose online payment is still with the shop can be refunded.', { status: order.status, paymentStatus: order.paymentStatus });
  }
  return refundCancelledOrder(ctx, order);
}

export async function addOrderNote(ctx: StaffActionContext, orderId: string, body: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await getOrderRow(tx, orderId);
    const [note] = await tx.insert(orderNotes).values({ orderId, staffId: ctx.staff.id, staffName: ctx.staff.name, body }).returning();
    await auditOrder(tx, ctx, 'order.note', orderId, null, { note: body });
    return note!;
  });
}

export type BulkOutcome = {
  confirmed: { id: string; number: string }[];
  refused: { id: string; number: string; message: string }[];
};

/** Confirms each order in its own transaction, so one refusal never undoes the others. */
export async function bulkConfirm(ctx: StaffActionContext, orderIds: readonly string[]): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { confirmed: [], refused: [] };
  for (const id of new Set(orderIds)) {
    try {
      await runSimpleAction(ctx, id, 'confirm');
      outcome.confirmed.push({ id, number: orderNumber(id) });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      outcome.refused.push({ id, number: orderNumber(id), message: err.message });
    }
  }
  return outcome;
}
