import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { invoices, orderEvents, orders, returnRequests, type OrderActorKind } from '#server/platform/db/schema/index';
import { conflict, notFound } from '#server/platform/errors';
import { orderStatusLabel, paymentStatusLabel, ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { stockFollowsMove } from '#server/stock';
import { queueOrderMessages } from '#server/notify';
import { issueCreditNote, issueInvoice } from '#server/gst';
import { releaseCodeUse } from '#server/discounts';
import { markShipmentDelivered, recordShipment } from './shipments';
import { askForReviewsLater } from './review-request-timer';
import { auditOrder, type StaffActionContext } from './staff-action';
import { auditCustomerOrder, type CustomerActionContext } from './customer-action';
import type { ShipOrderInput } from '#lib/validation/admin-orders';
import type { OrderEventKind } from '#lib/order-event-kinds';
import { stepRefusal, type StepRule } from '#server/machine';

/**
 * The one place that changes an order's `status` or `payment_status` (DESIGN.md 13). Each move
 * names the states it may start from; a move from anywhere else is refused (409 with the current
 * status) or, for messages that may arrive late or twice, skipped. Every move writes one
 * `order_events` row in the caller's transaction, so the change and its history land together,
 * and runs what it declares: its effects (stock, messages, shipment, invoice, credit note) and,
 * when staff make it, its audit row. Callers ask; they write none of these themselves.
 */

const S = ORDER_STATUS;
const P = PAYMENT_STATUS;

type OrderRow = typeof orders.$inferSelect;

/**
 * A step of the shared machine on one of the order's two status columns. Its effect runs in the
 * same transaction after the event, the shopper's messages and the stock that follows every
 * move: the one place each happens.
 */
type Move = StepRule<OrderRow, number, OrderFacts | undefined, MoveDetails> & {
  field: 'status' | 'paymentStatus';
  /**
   * What the audit row adds to the changed column when staff make the move (`order.<move>`,
   * before and after); by default the note staff typed, if any.
   */
  audit?: (details: MoveDetails) => Record<string, unknown>;
};

const OPEN = [S.WAITING, S.CONFIRMED, S.PARTIALLY_FULFILLED, S.ON_HOLD] as const;

/** The rules a move's guard names when it refuses (issue 35: every refusal says which rule). */
export const RULES = {
  onlineNotPaid: 'This online order is not paid yet.',
  codNotShipped: 'Cash is marked collected only once the order has shipped.',
  codOnly: 'Only a cash-on-delivery order is marked collected.',
  cancelledPaymentRefunded: 'This order was cancelled, so a payment for it is refunded.',
  notWaitingForPayment: 'This order is no longer waiting for its payment, so it cannot be paid now.',
  noInvoice: 'This order has no tax invoice, so it cannot be marked delivered.',
} as const;

/**
 * What some guards need besides the order row, read in the move's transaction: whether the
 * goods in the parcel are covered by a tax invoice (the order's own, or for an exchange parcel
 * the invoice of the order it exchanges: see README, Decisions).
 */
export type OrderFacts = { invoiced: boolean };

export async function orderFacts(db: Db, orderId: string): Promise<OrderFacts> {
  const [own] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  if (own) return { invoiced: true };
  const [exchanged] = await db
    .select({ id: invoices.id })
    .from(returnRequests)
    .innerJoin(invoices, eq(invoices.orderId, returnRequests.orderId))
    .where(eq(returnRequests.exchangeOrderId, orderId))
    .limit(1);
  return { invoiced: Boolean(exchanged) };
}

/** Goods reach the shopper only under a tax invoice (DESIGN.md 13). */
const invoiced = (_o: OrderRow, f: OrderFacts | undefined) => {
  if (!f) throw new Error('the deliver guard needs the order facts (orderFacts)');
  return f.invoiced ? null : RULES.noInvoice;
};

/**
 * An online order moves towards the courier only once its money has arrived. Partly refunded
 * counts as paid: a change before shipping (issue 28) may have sent part of it back.
 */
const paidIfOnline = (o: OrderRow) =>
  o.paymentMethod === PAYMENT_METHOD.ONLINE && o.paymentStatus !== P.PAID && o.paymentStatus !== P.PARTIALLY_REFUNDED ? RULES.onlineNotPaid : null;

type ShipmentInput = ShipOrderInput & { labelUrl?: string };

const shipmentFields = (s: ShipmentInput | undefined) =>
  s ? { courier: s.courier, awb: s.awb, trackingUrl: s.trackingUrl, ...(s.labelUrl ? { labelUrl: s.labelUrl } : {}) } : {};

/**
 * The parcel staff handed over is recorded, and the order's tax invoice issued, dated when it
 * shipped (a missing GSTIN or HSN refuses the whole move). An exchange parcel carries no
 * invoice: nothing is charged for it and the original order's invoice covers the sale.
 */
async function shipEffect(tx: Db, o: OrderRow, d: MoveDetails): Promise<void> {
  const shipped = d.shipment ? await recordShipment(tx, o.id, d.shipment, d.actor.id ?? null) : null;
  if (d.exchange) return;
  await issueInvoice(tx, o.id, shipped?.shippedAt ?? new Date());
}

const statusName = (o: OrderRow) => `This order is ${orderStatusLabel(o.status).name}, so it cannot be moved that way.`;

export const ORDER_MOVES = {
  // Payment life.
  // Money for a cancelled order is not taken as payment: the caller refunds it.
  paymentSucceeded: {
    field: 'paymentStatus',
    from: [P.PENDING, P.FAILED],
    to: P.PAID,
    guard: (o) => (o.status === S.CANCELLED ? RULES.cancelledPaymentRefunded : null),
    rule: 'not for a cancelled order (its money is refunded)',
  },
  paymentFailed: { field: 'paymentStatus', from: [P.PENDING], to: P.FAILED },
  paymentRetried: {
    field: 'paymentStatus',
    from: [P.PENDING, P.FAILED],
    to: P.PENDING,
    guard: (o) => (o.status === S.WAITING ? null : RULES.notWaitingForPayment),
    rule: 'only while the order is Waiting For Confirmation',
  },
  paymentRefunded: { field: 'paymentStatus', from: [P.PAID, P.PARTIALLY_REFUNDED], to: P.REFUNDED },
  paymentPartiallyRefunded: { field: 'paymentStatus', from: [P.PAID, P.PARTIALLY_REFUNDED], to: P.PARTIALLY_REFUNDED },
  codCollected: {
    field: 'paymentStatus',
    from: [P.PENDING],
    to: P.PAID,
    // Cash exists only once the courier has carried the parcel: never on a waiting, held or
    // cancelled order (issue 35: a cancelled order was once marked paid and counted as revenue).
    guard: (o) =>
      o.paymentMethod !== PAYMENT_METHOD.COD
        ? RULES.codOnly
        : o.status === S.SHIPPED || o.status === S.DELIVERED
          ? null
          : o.status === S.CANCELLED || o.status === S.RETURNED_TO_ORIGIN
            ? statusName(o)
            : RULES.codNotShipped,
    rule: 'cash on delivery only, once Shipped or Delivered',
  },
  // Order life.
  confirm: {
    field: 'status',
    from: [S.WAITING],
    to: S.CONFIRMED,
    guard: paidIfOnline,
    rule: 'an online order is Paid',
  },
  hold: { field: 'status', from: [S.WAITING, S.CONFIRMED, S.PARTIALLY_FULFILLED], to: S.ON_HOLD },
  // Release lands on Confirmed, so it asks what confirm asks (issue 35: hold then release once
  // let an unpaid online order reach the courier).
  release: { field: 'status', from: [S.ON_HOLD], to: S.CONFIRMED, guard: paidIfOnline, rule: 'an online order is Paid' },
  partiallyFulfil: { field: 'status', from: [S.CONFIRMED], to: S.PARTIALLY_FULFILLED, guard: paidIfOnline, rule: 'an online order is Paid' },
  ship: {
    field: 'status',
    from: [S.CONFIRMED, S.PARTIALLY_FULFILLED],
    to: S.SHIPPED,
    guard: paidIfOnline,
    rule: 'an online order is Paid; records the parcel and issues the tax invoice',
    effect: shipEffect,
    audit: (d) => ({ ...shipmentFields(d.shipment) }),
  },
  deliver: {
    field: 'status',
    from: [S.SHIPPED],
    to: S.DELIVERED,
    guard: invoiced,
    rule: 'a tax invoice covers the parcel (its own, or for an exchange the original order\'s); marks the parcel delivered and asks for reviews three days later',
    effect: async (tx, o) => {
      const at = new Date();
      await markShipmentDelivered(tx, o.id, at);
      await askForReviewsLater(tx, o.id, at);
    },
  },
  // A parcel back at the shop was never supplied: its invoice is reversed (whether staff or the
  // courier's tracking said it came back).
  returnToOrigin: {
    field: 'status',
    from: [S.SHIPPED],
    to: S.RETURNED_TO_ORIGIN,
    rule: 'reverses the invoice with a credit note',
    effect: (tx, o) => issueCreditNote(tx, o.id, 'Returned to origin', new Date()),
  },
  // Finds no invoice today: invoices are issued at ship, and cancel leaves only from statuses
  // before it (README, GST documents). Kept so a future move back into an open status cannot
  // leave a cancelled order's invoice unreversed.
  cancel: {
    field: 'status',
    from: OPEN,
    to: S.CANCELLED,
    rule: 'only before shipping (so before any invoice); a paid online order is refunded; its discount code\'s use is given back',
    effect: async (tx, o, d) => {
      await issueCreditNote(tx, o.id, `Cancelled: ${d.note ?? ''}`, new Date());
      await releaseCodeUse(tx, o.id);
    },
    audit: (d) => ({ reason: d.note ?? null }),
  },
} as const satisfies Partial<Record<OrderEventKind, Move>>;

export type OrderMove = keyof typeof ORDER_MOVES;

export type Actor = { kind: OrderActorKind; id?: string | null };

export type MoveDetails = {
  actor: Actor;
  note?: string | null;
  data?: Record<string, unknown> | null;
  /** the parcel, for `ship` */
  shipment?: ShipmentInput;
  /** `ship` of an exchange parcel (its order is linked to its return only after it ships) */
  exchange?: boolean;
  /** the staff member making the move from the console: the machine writes their audit row */
  staff?: StaffActionContext;
  /** the shopper making the move on their own order from My Account: their audit row, likewise */
  customer?: CustomerActionContext;
};

export type MoveResult = { order: OrderRow; from: number; to: number };

/** Why `move` cannot happen to `order` now, or null when it can. */
export function refusalOf(order: OrderRow, move: OrderMove, facts?: OrderFacts): string | null {
  const rule: Move = ORDER_MOVES[move];
  const current = order[rule.field];
  return stepRefusal(rule, current, order, facts, () =>
    rule.field === 'status' ? statusName(order) : `This order's payment is ${paymentStatusLabel(current).name}, so it cannot be moved that way.`,
  );
}

async function lockOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  if (!order) throw notFound('No order has that id.');
  return order;
}

async function apply(tx: Db, order: OrderRow, move: OrderMove, details: MoveDetails): Promise<MoveResult> {
  const rule: Move = ORDER_MOVES[move];
  const from = order[rule.field];
  const [updated] = await tx
    .update(orders)
    .set({ [rule.field]: rule.to, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  const isStatus = rule.field === 'status';
  const [event] = await tx.insert(orderEvents).values({
    orderId: order.id,
    kind: move,
    fromStatus: isStatus ? from : null,
    toStatus: isStatus ? rule.to : null,
    fromPaymentStatus: isStatus ? null : from,
    toPaymentStatus: isStatus ? null : rule.to,
    actorKind: details.actor.kind,
    actorId: details.actor.id ?? null,
    note: details.note ?? null,
    data: details.data ?? null,
  }).returning({ id: orderEvents.id });
  // The shopper's messages about this event exist exactly when the event does.
  await queueOrderMessages(tx, event!.id, move);
  await stockFollowsMove(tx, order.id, move, details.actor);
  await rule.effect?.(tx, updated!, details);
  if (details.staff || details.customer) {
    const extra = rule.audit ? rule.audit(details) : details.note ? { note: details.note } : {};
    const before = { [rule.field]: from };
    const after = { [rule.field]: rule.to, ...extra };
    if (details.staff) await auditOrder(tx, details.staff, `order.${move}`, order.id, before, after);
    else await auditCustomerOrder(tx, details.customer!, `order.${move}`, order.id, before, after);
  }
  return { order: updated!, from, to: rule.to };
}

/**
 * Moves an order, inside the caller's transaction (`tx`), or refuses with 409 naming the
 * current status. For commands from people (staff, the shopper).
 */
export async function moveOrder(tx: Db, orderId: string, move: OrderMove, details: MoveDetails): Promise<MoveResult> {
  const order = await lockOrder(tx, orderId);
  const refusal = refusalOf(order, move, await orderFacts(tx, orderId));
  if (refusal) {
    throw conflict(refusal, { status: order.status, paymentStatus: order.paymentStatus });
  }
  return apply(tx, order, move, details);
}

/**
 * Moves an order when the move is allowed now, else does nothing and answers null. For messages
 * that may come late, twice or out of order (gateway callbacks, timers).
 */
export async function tryMoveOrder(tx: Db, orderId: string, move: OrderMove, details: MoveDetails): Promise<MoveResult | null> {
  const order = await lockOrder(tx, orderId);
  if (refusalOf(order, move, await orderFacts(tx, orderId))) return null;
  return apply(tx, order, move, details);
}

/** An event that changes no status but that staff must see (e.g. a duplicate payment refunded). */
export async function recordOrderEvent(
  tx: Db,
  orderId: string,
  kind: Exclude<OrderEventKind, OrderMove>,
  details: MoveDetails,
): Promise<void> {
  const [event] = await tx.insert(orderEvents).values({
    orderId,
    kind,
    actorKind: details.actor.kind,
    actorId: details.actor.id ?? null,
    note: details.note ?? null,
    data: details.data ?? null,
  }).returning({ id: orderEvents.id });
  await queueOrderMessages(tx, event!.id, kind);
}
