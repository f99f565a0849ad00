import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { payments, refunds, type orders } from '#server/platform/db/schema/index';
import { conflict } from '#server/platform/errors';
import { refreshRefund, refundPayment } from '#server/payments';
import { getOrderRow, auditOrder, auditCustomerOrder, type Actor, type CustomerActionContext, type StaffActionContext } from '#server/orders';

type OrderRow = typeof orders.$inferSelect;

export { owesRefund } from '#server/orders';

/**
 * Paise of the order's own payment not yet on record as going back, and the refunds on record
 * but not yet taken by the gateway (NEW: a change's refund, or this refund asked before while
 * the gateway was down). Those count as refunded here, as the payment's own refund check counts
 * them; a refund the gateway refused (FAILED) gave nothing back and is asked again.
 */
async function unrefundedPaise(orderId: string): Promise<{ leftPaise: number; waiting: (typeof refunds.$inferSelect)[] }> {
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
    .where(and(eq(refunds.paymentId, paid.id), ne(refunds.state, 'FAILED')));
  const waiting = await db.select().from(refunds).where(and(eq(refunds.paymentId, paid.id), eq(refunds.state, 'NEW')));
  return { leftPaise: paid.amountPaise - Number(back?.total ?? 0), waiting };
}

type Audit = (tx: Db, before: Record<string, unknown>, after: Record<string, unknown>) => Promise<void>;

/** The refund itself, whoever asked: `audit` writes their audit row of what the gateway answered. */
async function sendBack(order: OrderRow, actor: Actor, audit: Audit): Promise<{ paymentStatus: number; amountPaise: number }> {
  const { leftPaise, waiting } = await unrefundedPaise(order.id);
  let amountPaise = leftPaise;
  let refundState: string;
  if (leftPaise > 0) {
    refundState = (await refundPayment({ orderId: order.id, amountPaise: leftPaise, actor })).state;
  } else if (waiting.length > 0) {
    // Everything is on record already: send what the gateway has not taken yet.
    amountPaise = 0;
    refundState = 'NEW';
    for (const r of waiting) {
      refundState = (await refreshRefund(r.merchantRefundId))?.state ?? refundState;
      amountPaise += r.amountPaise;
    }
  } else {
    throw conflict('The refund of this order is already with the payment gateway; its payment status changes when the money is back.');
  }
  const db = await getDb();
  const after = await getOrderRow(db, order.id);
  await db.transaction((tx) => audit(tx, { paymentStatus: order.paymentStatus }, { paymentStatus: after.paymentStatus, amountPaise, refundState }));
  return { paymentStatus: after.paymentStatus, amountPaise };
}

/**
 * Sends what is left of a cancelled order's payment back through its gateway (idempotent per
 * payment and amount, so asking again after a refusal sends nothing twice). The payment status
 * follows the gateway's answer through the transition module; the audit row says who asked and
 * what the gateway answered.
 */
export async function refundCancelledOrder(ctx: StaffActionContext, order: OrderRow): Promise<number> {
  const sent = await sendBack(order, { kind: 'staff', id: ctx.staff.id }, (tx, before, after) => auditOrder(tx, ctx, 'order.refund', order.id, before, after));
  return sent.paymentStatus;
}

/** The same refund when the shopper cancelled their own order from My Account; the audit row names them. */
export function refundShopperCancelledOrder(ctx: CustomerActionContext, order: OrderRow): Promise<{ paymentStatus: number; amountPaise: number }> {
  return sendBack(order, { kind: 'customer', id: ctx.customerId }, (tx, before, after) => auditCustomerOrder(tx, ctx, 'order.refund', order.id, before, after));
}
