import { getDb, type Db } from '../db/client';
import { orderNotes } from '../db/schema';
import { conflict, HttpError } from '../http/errors';
import type { ShipOrderInput } from '../../lib/validation/admin-orders';
import { ORDER_STATUS, orderNumber } from '../../lib/order-status';
import { moveOrder, ORDER_MOVES, refusalOf, type MoveResult, type OrderMove } from './transitions';
import { bookShipment } from '../courier/book-shipment';
import type { BookingCourier } from '../courier/courier';
import { markShipmentDelivered, recordShipment } from './shipments';
import { auditOrder, type StaffActionContext } from './staff-action';
import { owesRefund, refundCancelledOrder } from './cancel-refund';
import { getOrderRow } from './order-detail';
import { issueCreditNote, issueInvoice } from '../gst/issue';

/**
 * The console's order actions. Each runs in one transaction: the move (through the transition
 * module, which writes the order_events row), its side effects and the audit row land together
 * or not at all.
 */

/** Moves with no input but an optional note; the name is the audit action after 'order.'. */
export const SIMPLE_ACTIONS = ['confirm', 'hold', 'release', 'partiallyFulfil', 'returnToOrigin', 'codCollected'] as const satisfies readonly OrderMove[];
export type SimpleAction = (typeof SIMPLE_ACTIONS)[number];

const actor = (ctx: StaffActionContext) => ({ kind: 'staff' as const, id: ctx.staff.id });

/** The audited before/after of a move: only the column that changed. */
function changed(tx: Db, ctx: StaffActionContext, action: string, orderId: string, r: MoveResult, field: 'status' | 'paymentStatus', extra: Record<string, unknown> = {}) {
  return auditOrder(tx, ctx, `order.${action}`, orderId, { [field]: r.from }, { [field]: r.to, ...extra });
}

export async function runSimpleAction(ctx: StaffActionContext, orderId: string, action: SimpleAction, note?: string): Promise<MoveResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const r = await moveOrder(tx as Db, orderId, action, { actor: actor(ctx), note: note || null });
    // A parcel back at the shop was never supplied: its invoice is reversed.
    if (action === 'returnToOrigin') await issueCreditNote(tx as Db, orderId, 'Returned to origin', new Date());
    await changed(tx as Db, ctx, action, orderId, r, ORDER_MOVES[action].field, note ? { note } : {});
    return r;
  });
}

/** Ships with the courier, AWB and tracking link staff typed, or those a live courier booked (with its label). */
export async function shipOrder(ctx: StaffActionContext, orderId: string, input: ShipOrderInput & { labelUrl?: string }): Promise<MoveResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const shipment = { courier: input.courier, awb: input.awb, trackingUrl: input.trackingUrl, ...(input.labelUrl ? { labelUrl: input.labelUrl } : {}) };
    const r = await moveOrder(tx as Db, orderId, 'ship', { actor: actor(ctx), data: shipment });
    const shipped = await recordShipment(tx as Db, orderId, input, ctx.staff.id);
    await issueInvoice(tx as Db, orderId, shipped.shippedAt);
    await changed(tx as Db, ctx, 'ship', orderId, r, 'status', shipment);
    return r;
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
    const r = await moveOrder(tx as Db, orderId, 'deliver', { actor: actor(ctx) });
    await markShipmentDelivered(tx as Db, orderId);
    await changed(tx as Db, ctx, 'deliver', orderId, r, 'status');
    return r;
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
    const moved = await moveOrder(tx as Db, orderId, 'cancel', { actor: actor(ctx), note: reason });
    // Finds no invoice today: invoices are issued at ship, and cancel refuses a shipped order
    // (README, GST documents). Kept so a future move back into an open status cannot leave a
    // cancelled order's invoice unreversed.
    await issueCreditNote(tx as Db, orderId, `Cancelled: ${reason}`, new Date());
    await changed(tx as Db, ctx, 'cancel', orderId, moved, 'status', { reason });
    return moved;
  });
  if (!owesRefund(r.order)) return { ...r, refunded: false, paymentStatus: r.order.paymentStatus };
  try {
    const paymentStatus = await refundCancelledOrder(ctx, r.order);
    return { ...r, refunded: true, paymentStatus };
  } catch (err) {
    if (err instanceof HttpError && err.status === 502) {
      throw new HttpError(502, "The order is cancelled, but the payment gateway did not accept the refund just now. Use 'Send refund again' on the order page in a few minutes.", {
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
    await getOrderRow(tx as Db, orderId);
    const [note] = await tx.insert(orderNotes).values({ orderId, staffId: ctx.staff.id, staffName: ctx.staff.name, body }).returning();
    await auditOrder(tx as Db, ctx, 'order.note', orderId, null, { note: body });
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
      if (!(err instanceof HttpError)) throw err;
      outcome.refused.push({ id, number: orderNumber(id), message: err.message });
    }
  }
  return outcome;
}
