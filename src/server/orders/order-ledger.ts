import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { goodwillRefunds, orderEvents, orders, payments, refunds, returnRequests } from '#server/platform/db/schema/index';
import { notFound } from '#server/platform/errors';
import { ORDER_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';

/**
 * The money of one order, in paise, derived from the rows that record money moving (issue 35),
 * never from its payment status:
 * - charged: what the order costs the shopper (its total; nothing for a cancelled order);
 * - collected: an online order's completed payment (a duplicate payment is not the order's
 *   money and is refunded on its own), or a COD order's total once its cash was marked collected;
 * - refunded: an online order's refunds the gateway has not refused (sent or on their way), or the transfers recorded
 *   for a COD order's refunded returns and the price differences of its exchanges to cheaper sizes;
 *   goodwill refunds count too (issue 28): a COD order's by their transfer, an online order's by
 *   its gateway refund, or by the goodwill row itself until that refund is recorded and while
 *   the gateway's answer to it is FAILED (it is sent again);
 * - owed: what the shopper still has to pay.
 * Invariants the code keeps and the tests check: refunded ≤ collected; collected ≤ charged
 * unless the order was cancelled after payment (then everything collected is refunded).
 */
export type OrderLedger = { chargedPaise: number; collectedPaise: number; refundedPaise: number; owedPaise: number };

const num = (v: unknown) => Number(v ?? 0);

export async function orderLedger(db: Db, orderId: string): Promise<OrderLedger> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('No order has that id.');
  const cancelled = order.status === ORDER_STATUS.CANCELLED;
  const chargedPaise = cancelled ? 0 : order.totalPaise;
  let collectedPaise: number;
  let refundedPaise: number;
  if (order.paymentMethod === PAYMENT_METHOD.ONLINE) {
    const [paid] = await db
      .select({ total: sql<number>`coalesce(sum(${payments.amountPaise}), 0)` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'COMPLETED'), eq(payments.duplicate, false)));
    const [back] = await db
      .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.reason, 'order'), ne(refunds.state, 'FAILED')));
    collectedPaise = num(paid?.total);
    refundedPaise = num(back?.total) + (await goodwillPaise(db, orderId, true));
  } else {
    const [collected] = await db.select({ id: orderEvents.id }).from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'codCollected'))).limit(1);
    const [back] = await db
      .select({ total: sql<number>`coalesce(sum(${returnRequests.refundPaise}), 0)` })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, ['refunded', 'exchangeShipped'])));
    collectedPaise = collected ? order.totalPaise : 0;
    refundedPaise = num(back?.total) + (await goodwillPaise(db, orderId, false));
  }
  return { chargedPaise, collectedPaise, refundedPaise, owedPaise: Math.max(0, chargedPaise - collectedPaise) };
}

/**
 * Goodwill refunds of the order; with `notYetSent`, only those the refund rows do not count: not
 * sent yet, or sent and refused by the gateway (FAILED). Its credit note stands either way, so
 * the shop still owes that money and it is sent again; it must not free room for more.
 */
async function goodwillPaise(db: Db, orderId: string, notYetSent: boolean): Promise<number> {
  const where = notYetSent
    ? and(eq(goodwillRefunds.orderId, orderId), or(isNull(goodwillRefunds.refundId), eq(refunds.state, 'FAILED')))
    : eq(goodwillRefunds.orderId, orderId);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${goodwillRefunds.amountPaise}), 0)` })
    .from(goodwillRefunds)
    .leftJoin(refunds, eq(refunds.id, goodwillRefunds.refundId))
    .where(where);
  return num(row?.total);
}
