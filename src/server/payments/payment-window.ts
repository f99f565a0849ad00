import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, query, type Db } from '#server/platform/db/client';
import { orders, payments } from '#server/platform/db/schema/index';
import { log } from '#server/platform/log';
import { checkAttemptAtGateway } from './check-at-gateway';
import type { Attempt } from './attempts';
import { tryMoveOrder } from '#server/orders';
import { awaitsPayment, ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { schedule, type JobName } from '#server/platform/jobs/job-queue';

/**
 * How long an unpaid online order waits for its payment, counted from its latest payment
 * attempt. Longer than PhonePe's checkout (EXPIRE_AFTER_SECONDS, 20 minutes), so the gateway's
 * page has closed before we cancel and no payment can land on a cancelled order.
 */
export const PAYMENT_WINDOW_MINUTES = 30;

const WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;

export const PAYMENT_WINDOW_JOB = 'payment-window-ends' satisfies JobName;

const PayloadSchema = z.object({ orderId: z.string().min(1) });

type OrderRow = typeof orders.$inferSelect;

export function paymentWindowEnd(startedAt: Date): Date {
  return new Date(startedAt.getTime() + WINDOW_MS);
}

/** Called in the transaction that places an online order, so its timer exists exactly when it does. */
export function schedulePaymentWindowEnd(tx: Db, orderId: string, now = new Date()): Promise<void> {
  return schedule(PAYMENT_WINDOW_JOB, paymentWindowEnd(now), { orderId }, tx);
}

async function latestAttemptOf(db: Db, orderId: string): Promise<Attempt | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.attempt)).limit(1);
  return row ?? null;
}

/** When the order's window closes: its latest attempt (a retry reopens it) or its placing. */
export async function paymentWindowEndOf(db: Db, order: Pick<OrderRow, 'id' | 'createdAt'>): Promise<Date> {
  const attempt = await latestAttemptOf(db, order.id);
  return paymentWindowEnd(attempt?.createdAt ?? order.createdAt);
}

/**
 * Asks the gateway about a still-open attempt before we give up on it. Unlike the status
 * page's check, an unreachable gateway or a payment it still calls pending throws, so the job
 * runs again later instead of cancelling an order that may have been paid.
 */
async function settleAtGateway(attempt: Attempt): Promise<void> {
  if ((await checkAttemptAtGateway(attempt)) === 'PENDING') throw new Error('the gateway still reports the payment as pending');
}

/**
 * The end of an order's payment window: an order still unpaid is cancelled (through the
 * transition module, once, however often this runs) and its open attempt closed. A retry made
 * meanwhile moved the window on, so the timer is set again for the new end.
 */
export async function closePaymentWindow(orderId: string, now = new Date()): Promise<'cancelled' | 'rescheduled' | 'nothing'> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || !awaitsPayment(order)) return 'nothing';
  const end = await paymentWindowEndOf(db, order);
  if (end > now) {
    await schedule(PAYMENT_WINDOW_JOB, end, { orderId });
    return 'rescheduled';
  }
  const attempt = await latestAttemptOf(db, orderId);
  if (attempt?.state === 'PENDING') await settleAtGateway(attempt);

  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    // A payment that landed since the check above wins over the timer.
    if (!locked || !awaitsPayment(locked)) return 'nothing';
    const note = `No payment arrived within ${PAYMENT_WINDOW_MINUTES} minutes.`;
    const cancelled = await tryMoveOrder(tx, orderId, 'cancel', { actor: { kind: 'system' }, note });
    if (!cancelled) return 'nothing';
    await tryMoveOrder(tx, orderId, 'paymentFailed', { actor: { kind: 'system' }, note });
    await tx
      .update(payments)
      .set({ state: 'FAILED', error: 'The payment window ended.', updatedAt: now })
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'PENDING')));
    log('info', 'unpaid order cancelled', { orderId });
    return 'cancelled';
  });
}

export async function paymentWindowJob(payload: unknown, ctx: { now: Date }): Promise<void> {
  const { orderId } = PayloadSchema.parse(payload);
  await closePaymentWindow(orderId, ctx.now);
}

/**
 * Finds unpaid online orders whose window has ended, whatever happened to their timer (an
 * order placed before timers existed, a job that gave up), and closes them.
 */
export async function sweepPaymentWindows(ctx: { now: Date }): Promise<void> {
  const db = await getDb();
  const before = new Date(ctx.now.getTime() - WINDOW_MS).toISOString();
  const overdue = await query<{ id: string }>(
    db,
    sql`select o.id from orders o
        where o.payment_method = ${PAYMENT_METHOD.ONLINE} and o.status = ${ORDER_STATUS.WAITING}
          and o.payment_status in (${PAYMENT_STATUS.PENDING}, ${PAYMENT_STATUS.FAILED})
          and coalesce((select max(p.created_at) from payments p where p.order_id = o.id), o.created_at) <= ${before}::timestamptz
        order by o.created_at
        limit 100`,
  );
  for (const { id } of overdue) {
    try {
      await closePaymentWindow(id, ctx.now);
    } catch (err) {
      log('warn', 'payment window sweep skipped an order', { orderId: id, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

