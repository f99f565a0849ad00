import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { orders, payments, refunds, type RefundReason } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { badGateway, conflict, DomainError, notFound } from '#server/platform/errors';
import { log } from '#server/platform/log';
import { recordOrderEvent, tryMoveOrder, type Actor } from '#server/orders';
import { formatINR2 } from '#lib/money';
import { PAYMENT_STATUS } from '#lib/order-status';
import { GatewayError, merchantRefundIdFor, type GatewayName, type GatewayRefund } from './gateway';
import { gatewayNamed } from './gateways';

export type Refund = typeof refunds.$inferSelect;

type Attempt = typeof payments.$inferSelect;

export type RefundRequest = {
  orderId: string;
  amountPaise: number;
  actor: Actor;
  /** a particular attempt (a duplicate payment); otherwise the attempt that paid the order */
  paymentId?: string;
  /**
   * what this refund is for, when an order may be refunded the same amount more than once (a
   * change of the order, a goodwill refund): at most 24 of [A-Za-z0-9], part of the refund's id
   */
  key?: string;
};

const REFUNDABLE = [PAYMENT_STATUS.PAID, PAYMENT_STATUS.PARTIALLY_REFUNDED] as number[];

async function attemptToRefund(tx: Db, request: RefundRequest): Promise<Attempt> {
  const where = request.paymentId
    ? and(eq(payments.id, request.paymentId), eq(payments.orderId, request.orderId))
    : and(eq(payments.orderId, request.orderId), eq(payments.duplicate, false));
  const [attempt] = await tx
    .select()
    .from(payments)
    .where(and(where, eq(payments.state, 'COMPLETED')))
    .limit(1)
    .for('update');
  if (!attempt) throw conflict('This order has no completed online payment to refund.');
  return attempt;
}

/** Paise of `attempt` the gateway has sent back. */
async function sentBackPaise(tx: Db, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.state, 'COMPLETED')));
  return row?.total ?? 0;
}

/** Paise of `attempt` already on their way back (a failed refund gave nothing back). */
async function refundedPaise(tx: Db, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.state, 'FAILED')));
  return row?.total ?? 0;
}

/** Writes the refund row once per attempt and amount; a repeat answers the row already there. */
async function recordRefund(request: RefundRequest): Promise<Refund> {
  const db = await getDb();
  return db.transaction((tx) => recordRefundIn(tx, request));
}

/**
 * The same inside the caller's transaction, so a refund the caller decides on (a change that
 * lowers a paid total) is on record, NEW, in the same commit as its reason; the caller sends it
 * after commit with refundPayment and the same key. Locks the attempt before the order, as
 * gateway callbacks do: a caller holding the order's lock must have locked the attempts first.
 */
export async function recordRefundIn(tx: Db, request: RefundRequest): Promise<Refund> {
  const [known] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, request.orderId)).limit(1);
  if (!known) throw notFound('No order has that id.');
  // The attempt before the order: the lock order of gateway callbacks (see lockAttempts).
  const attempt = await attemptToRefund(tx, request);
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).limit(1).for('update');
  const merchantRefundId = merchantRefundIdFor(attempt.merchantOrderId, request.amountPaise, request.key);
  const [existing] = await tx.select().from(refunds).where(eq(refunds.merchantRefundId, merchantRefundId)).limit(1);
  if (existing) return existing;
  if (!attempt.duplicate && !REFUNDABLE.includes(order!.paymentStatus)) {
    throw conflict('Only a paid order can be refunded.', { paymentStatus: order!.paymentStatus });
  }
  if (!Number.isInteger(request.amountPaise) || request.amountPaise <= 0) {
    throw new DomainError('unprocessable', 'A refund must be a whole number of paise above zero.');
  }
  const left = attempt.amountPaise - (await refundedPaise(tx, attempt.id));
  if (request.amountPaise > left) {
    throw new DomainError('unprocessable', `Only ${formatINR2(left)} of this payment can still be refunded. Refund that much or less.`, { data: { refundablePaise: left } });
  }
  const reason: RefundReason = attempt.duplicate ? 'duplicatePayment' : 'order';
  const [row] = await tx
    .insert(refunds)
    .values({ id: newId(), orderId: order!.id, paymentId: attempt.id, gateway: attempt.gateway, merchantRefundId, amountPaise: request.amountPaise, reason })
    .returning();
  return row!;
}

/**
 * Records what the gateway said about a refund. When the money is back: a duplicate payment
 * gets its order event (the order stays Paid); an order's own refund moves its payment status
 * to Refunded once everything is back, else Partially Refunded.
 */
async function applyRefund(refund: Refund, answer: GatewayRefund, actor: Actor): Promise<Refund> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(refunds)
      .set({ state: answer.state, gatewayRefundId: answer.gatewayRefundId ?? refund.gatewayRefundId, error: null, updatedAt: new Date() })
      .where(and(eq(refunds.id, refund.id), inArray(refunds.state, ['NEW', 'PENDING'])))
      .returning();
    if (!updated) {
      const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).limit(1);
      return current!;
    }
    if (answer.state === 'PENDING') return updated;
    const [attempt] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).limit(1);
    const data = { merchantOrderId: attempt!.merchantOrderId, amountPaise: refund.amountPaise, merchantRefundId: refund.merchantRefundId, gatewayRefundId: updated.gatewayRefundId };
    if (answer.state === 'FAILED') {
      await recordOrderEvent(tx, refund.orderId, 'refundFailed', { actor, note: 'The gateway could not send this refund back.', data });
    } else if (refund.reason === 'duplicatePayment') {
      await recordOrderEvent(tx, refund.orderId, 'duplicatePaymentRefunded', { actor, note: 'The duplicate payment was refunded in full.', data });
    } else {
      // Refunded only once the gateway has sent all of it back: a refund still NEW or PENDING
      // keeps the order Partially Refunded, so the console still shows money due.
      const whole = (await sentBackPaise(tx, refund.paymentId)) >= attempt!.amountPaise;
      await tryMoveOrder(tx, refund.orderId, whole ? 'paymentRefunded' : 'paymentPartiallyRefunded', { actor, data });
    }
    return updated;
  });
}

/** Asks the gateway to send a recorded refund (again: the merchant refund id makes a repeat harmless). */
async function sendRefund(refund: Refund, actor: Actor): Promise<Refund> {
  if (refund.state !== 'NEW') return refund;
  const db = await getDb();
  const [attempt] = await db.select().from(payments).where(eq(payments.id, refund.paymentId)).limit(1);
  let answer: GatewayRefund;
  try {
    answer = await gatewayNamed(refund.gateway as GatewayName).refund(attempt!, refund.amountPaise);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    log('warn', 'refund not accepted by the gateway', { refundId: refund.id, error: err.message });
    await db.update(refunds).set({ error: err.message.slice(0, 500), updatedAt: new Date() }).where(eq(refunds.id, refund.id));
    throw badGateway('The payment gateway did not accept the refund just now. Try again in a few minutes.');
  }
  return applyRefund(refund, answer, actor);
}

/**
 * Sends `amountPaise` of an order's payment back through its gateway (for the merchant console,
 * and for a duplicate payment). Idempotent per attempt and amount: asking again returns the same
 * refund and sends nothing new.
 */
export async function refundPayment(request: RefundRequest): Promise<Refund> {
  return sendRefund(await recordRefund(request), request.actor);
}

/** Refunds a duplicate payment in full, once; safe to call again after a failed try. */
export async function refundDuplicatePayment(paymentId: string): Promise<Refund> {
  const db = await getDb();
  const [attempt] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!attempt) throw notFound('No payment attempt has that id.');
  return refundPayment({ orderId: attempt.orderId, amountPaise: attempt.amountPaise, paymentId, actor: { kind: 'system' } });
}

/**
 * Asks the gateway how a refund is going (after a refund webhook, or from the console); null
 * for a refund the shop did not make (one sent from the gateway's own dashboard, say).
 */
export async function refreshRefund(merchantRefundId: string): Promise<Refund | null> {
  const db = await getDb();
  const [refund] = await db.select().from(refunds).where(eq(refunds.merchantRefundId, merchantRefundId)).limit(1);
  if (!refund) return null;
  if (refund.state === 'COMPLETED' || refund.state === 'FAILED') return refund;
  if (refund.state === 'NEW') return sendRefund(refund, { kind: 'system' });
  let answer: GatewayRefund;
  try {
    answer = await gatewayNamed(refund.gateway as GatewayName).refundStatus(merchantRefundId);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    throw badGateway('The payment gateway did not answer about the refund just now. Try again in a few minutes.');
  }
  return applyRefund(refund, answer, { kind: 'gateway' });
}
