import { and, eq, notInArray, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { payments, refunds, type orders } from '#server/platform/db/schema/index';
import { conflict } from '#server/platform/errors';
import { refundPayment } from '#server/payments';
import { getOrderRow, auditOrder, type StaffActionContext } from '#server/orders';

type OrderRow = typeof orders.$inferSelect;

export { owesRefund } from '#server/orders';

/** Paise of the order's own payment not yet accepted back by the gateway (a refund it refused is sent again). */
async function unrefundedPaise(orderId: string): Promise<number> {
  const db = await getDb();
  const [paid] = await db
    .select({ id: payments.id, amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'COMPLETED'), eq(payments.duplicate, false)))
    .limit(1);
  if (!paid) throw conflict('This order has no completed online payment to refund.');
  const [back] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paid.id), notInArray(refunds.state, ['FAILED', 'NEW'])));
  return paid.amountPaise - Number(back?.total ?? 0);
}

/**
 * Sends what is left of a cancelled order's payment back through its gateway (idempotent per
 * payment and amount, so asking again after a refusal sends nothing twice). The payment status
 * follows the gateway's answer through the transition module; the audit row says who asked and
 * what the gateway answered.
 */
export async function refundCancelledOrder(ctx: StaffActionContext, order: OrderRow): Promise<number> {
  const amountPaise = await unrefundedPaise(order.id);
  if (amountPaise <= 0) throw conflict('The refund of this order is already with the payment gateway; its payment status changes when the money is back.');
  const refund = await refundPayment({ orderId: order.id, amountPaise, actor: { kind: 'staff', id: ctx.staff.id } });
  const db = await getDb();
  const after = await getOrderRow(db, order.id);
  await db.transaction((tx) =>
    auditOrder(tx, ctx, 'order.refund', order.id, { paymentStatus: order.paymentStatus }, { paymentStatus: after.paymentStatus, amountPaise, refundState: refund.state }),
  );
  return after.paymentStatus;
}
