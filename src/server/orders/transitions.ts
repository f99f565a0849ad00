import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orders, type OrderActorKind } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { orderStatusLabel, paymentStatusLabel, ORDER_STATUS, PAYMENT_STATUS } from '../../lib/order-status';
import { PAYMENT_METHOD } from '../../lib/shipping';
import { stockFollowsMove } from '../stock/order-stock';
import { queueOrderMessages } from '../notify/queue-order-messages';

/**
 * The one place that changes an order's `status` or `payment_status` (DESIGN.md 13). Each move
 * names the states it may start from; a move from anywhere else is refused (409 with the current
 * status) or, for messages that may arrive late or twice, skipped. Every move writes one
 * `order_events` row in the caller's transaction, so the change and its history land together.
 */

const S = ORDER_STATUS;
const P = PAYMENT_STATUS;

type OrderRow = typeof orders.$inferSelect;

type Move = {
  field: 'status' | 'paymentStatus';
  from: readonly number[];
  to: number;
  /** why the move is refused for this order though its status allows it; null when allowed */
  guard?: (order: OrderRow) => string | null;
};

const OPEN = [S.WAITING, S.CONFIRMED, S.PARTIALLY_FULFILLED, S.ON_HOLD] as const;

export const ORDER_MOVES = {
  // Payment life.
  // Money for a cancelled order is not taken as payment: the caller refunds it.
  paymentSucceeded: {
    field: 'paymentStatus',
    from: [P.PENDING, P.FAILED],
    to: P.PAID,
    guard: (o) => (o.status === S.CANCELLED ? 'This order was cancelled, so a payment for it is refunded.' : null),
  },
  paymentFailed: { field: 'paymentStatus', from: [P.PENDING], to: P.FAILED },
  paymentRetried: {
    field: 'paymentStatus',
    from: [P.PENDING, P.FAILED],
    to: P.PENDING,
    guard: (o) => (o.status === S.WAITING ? null : 'This order is no longer waiting for its payment, so it cannot be paid now.'),
  },
  paymentRefunded: { field: 'paymentStatus', from: [P.PAID, P.PARTIALLY_REFUNDED], to: P.REFUNDED },
  paymentPartiallyRefunded: { field: 'paymentStatus', from: [P.PAID, P.PARTIALLY_REFUNDED], to: P.PARTIALLY_REFUNDED },
  codCollected: {
    field: 'paymentStatus',
    from: [P.PENDING],
    to: P.PAID,
    guard: (o) => (o.paymentMethod === PAYMENT_METHOD.COD ? null : 'Only a cash-on-delivery order is marked collected.'),
  },
  // Order life.
  confirm: {
    field: 'status',
    from: [S.WAITING],
    to: S.CONFIRMED,
    guard: (o) =>
      o.paymentMethod === PAYMENT_METHOD.ONLINE && o.paymentStatus !== P.PAID
        ? 'An online order is confirmed only once its payment is Paid.'
        : null,
  },
  hold: { field: 'status', from: [S.WAITING, S.CONFIRMED, S.PARTIALLY_FULFILLED], to: S.ON_HOLD },
  release: { field: 'status', from: [S.ON_HOLD], to: S.CONFIRMED },
  partiallyFulfil: { field: 'status', from: [S.CONFIRMED], to: S.PARTIALLY_FULFILLED },
  ship: { field: 'status', from: [S.CONFIRMED, S.PARTIALLY_FULFILLED], to: S.SHIPPED },
  deliver: { field: 'status', from: [S.SHIPPED], to: S.DELIVERED },
  returnToOrigin: { field: 'status', from: [S.SHIPPED], to: S.RETURNED_TO_ORIGIN },
  cancel: { field: 'status', from: OPEN, to: S.CANCELLED },
} as const satisfies Record<string, Move>;

export type OrderMove = keyof typeof ORDER_MOVES;

export type Actor = { kind: OrderActorKind; id?: string | null };

export type MoveDetails = {
  actor: Actor;
  note?: string | null;
  data?: Record<string, unknown> | null;
};

export type MoveResult = { order: OrderRow; from: number; to: number };

/** Why `move` cannot happen to `order` now, or null when it can. */
export function refusalOf(order: OrderRow, move: OrderMove): string | null {
  const rule: Move = ORDER_MOVES[move];
  const current = order[rule.field];
  if (!rule.from.includes(current)) {
    return rule.field === 'status'
      ? `This order is ${orderStatusLabel(current).name}, so it cannot be moved that way.`
      : `This order's payment is ${paymentStatusLabel(current).name}, so it cannot be moved that way.`;
  }
  return rule.guard?.(order) ?? null;
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
  return { order: updated!, from, to: rule.to };
}

/**
 * Moves an order, inside the caller's transaction (`tx`), or refuses with 409 naming the
 * current status. For commands from people (staff, the shopper).
 */
export async function moveOrder(tx: Db, orderId: string, move: OrderMove, details: MoveDetails): Promise<MoveResult> {
  const order = await lockOrder(tx, orderId);
  const refusal = refusalOf(order, move);
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
  if (refusalOf(order, move)) return null;
  return apply(tx, order, move, details);
}

/** An event that changes no status but that staff must see (e.g. a duplicate payment refunded). */
export async function recordOrderEvent(
  tx: Db,
  orderId: string,
  kind: string,
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
