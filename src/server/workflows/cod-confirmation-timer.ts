import { and, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '#server/platform/db/client';
import { orders } from '#server/platform/db/schema/index';
import { log } from '#server/platform/log';
import { schedule } from '#server/platform/jobs/job-queue';
import { tryMoveOrder } from '#server/orders';
import { ORDER_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { CONFIRMATION_HOURS, UNCONFIRMED_HOLD, confirmationDeadline } from '#server/cod';

export const COD_CONFIRMATION_JOB = 'cod-confirmation-ends';

const PayloadSchema = z.object({ orderId: z.string().min(1) });

/**
 * At placement of a COD order, in its transaction: the timer that puts it On Hold at 24 hours.
 * The link itself goes out as the order's "placed" message (src/server/notify/event-messages.ts).
 */
export async function scheduleCodConfirmationEnd(tx: Db, orderId: string, now = new Date()): Promise<void> {
  await schedule(COD_CONFIRMATION_JOB, confirmationDeadline(now), { orderId }, tx);
}

/**
 * Puts an unanswered COD order On Hold for a call, once: an order already confirmed, cancelled
 * or held (by the link, staff or an earlier run) is left alone, and one placed less than 24
 * hours before `now` waits.
 */
export async function holdUnconfirmed(orderId: string, now: Date): Promise<'held' | 'nothing'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    if (!order || order.paymentMethod !== PAYMENT_METHOD.COD || order.status !== ORDER_STATUS.WAITING) return 'nothing';
    if (confirmationDeadline(order.createdAt) > now) return 'nothing';
    const held = await tryMoveOrder(tx, orderId, 'hold', {
      actor: { kind: 'system' },
      note: `Not confirmed by the shopper within ${CONFIRMATION_HOURS} hours: call the customer.`,
      data: { reason: UNCONFIRMED_HOLD },
    });
    if (!held) return 'nothing';
    log('info', 'unconfirmed cod order held', { orderId });
    return 'held';
  });
}

export async function codConfirmationJob(payload: unknown, ctx: { now: Date }): Promise<void> {
  const { orderId } = PayloadSchema.parse(payload);
  await holdUnconfirmed(orderId, ctx.now);
}

/** The safety net: COD orders still waiting past 24 hours, whatever became of their timer. */
export async function sweepUnconfirmedCod(ctx: { now: Date }): Promise<void> {
  const db = await getDb();
  const before = new Date(ctx.now.getTime() - CONFIRMATION_HOURS * 3_600_000);
  const overdue = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentMethod, PAYMENT_METHOD.COD), eq(orders.status, ORDER_STATUS.WAITING), lte(orders.createdAt, before)))
    .orderBy(orders.createdAt)
    .limit(100);
  for (const { id } of overdue) {
    try {
      await holdUnconfirmed(id, ctx.now);
    } catch (err) {
      log('warn', 'cod confirmation sweep skipped an order', { orderId: id, error: err instanceof Error ? err.message : String(err) });
    }
  }
}
