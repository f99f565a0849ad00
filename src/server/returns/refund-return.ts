import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { orderItems, orders, returnLines, returnRequests } from '#server/platform/db/schema/index';
import { badRequest, conflict, notFound } from '#server/platform/errors';
import { refundPayment } from '#server/payments';
import { invoiceOfOrder, returnCreditNoteParticulars } from '#server/gst';
import { orderLedger } from '#server/orders';
import type { StaffActionContext } from '#server/orders';
import { PAYMENT_METHOD } from '#lib/shipping';
import { formatINR2 } from '#lib/money';
import { lockReturn, returnRefusal, stepReturn } from './return-life';

/**
 * Refunds a received return: exactly what its GST credit note reverses, which is what was paid
 * for those pieces (a 'Pay now and save' discount shared over the lines as the invoice shares
 * it; shipping and the COD charge are not refunded, and the credit note does not reverse them),
 * so the refund and the credit note agree to the paisa (issue 35). A cash-on-delivery order is
 * refunded only after its cash was marked collected: nothing is paid back that was never taken. An online order's money goes back through its gateway first
 * (idempotent per payment and amount, so a refusal can simply be tried again; the payment
 * status follows through the transition module); a cash-on-delivery order's refund is paid by
 * the merchant to the shopper's UPI id or bank account and its transfer reference recorded.
 * Then, in one transaction, the return machine's refund step marks it refunded with a GST
 * credit note for exactly those pieces.
 */
type Piece = { index: number; quantity: number; paise: number };

/** What the credit note for `pieces` will total: the invoice's own figures, else the lines' share. */
async function paiseOfPieces(db: Db, orderId: string, pieces: readonly Piece[]): Promise<number> {
  const invoice = await invoiceOfOrder(db, orderId);
  if (!invoice) return pieces.reduce((a, p) => a + p.paise, 0);
  return returnCreditNoteParticulars(invoice.particulars, invoice.number, new Date(), '', pieces).totals.grossPaise;
}

async function returnedPieces(db: Db, returnId: string, orderId: string): Promise<Piece[]> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const lines = await db.select().from(returnLines).where(eq(returnLines.returnId, returnId));
  return lines
    .map((l) => {
      const index = items.findIndex((i) => i.id === l.orderItemId);
      const item = items[index]!;
      // What was paid for the line: its total less its share of the discount code (issue 29).
      return { index, quantity: l.quantity, paise: Math.round(((item.lineTotalPaise - item.discountPaise) * l.quantity) / item.quantity) };
    })
    .sort((a, b) => a.index - b.index);
}

export async function refundReturn(ctx: StaffActionContext, returnId: string, payoutReference?: string) {
  const db = await getDb();
  const [r] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId)).limit(1);
  if (!r) throw notFound('No return request has that id.');
  const refusal = returnRefusal(r, 'refund');
  if (refusal) throw conflict(refusal, { status: r.status });
  const [order] = await db.select().from(orders).where(eq(orders.id, r.orderId));
  const pieces = await returnedPieces(db, r.id, r.orderId);
  const amountPaise = await paiseOfPieces(db, r.orderId, pieces);
  const online = order!.paymentMethod === PAYMENT_METHOD.ONLINE;
  if (!online) {
    const ledger = await orderLedger(db, r.orderId);
    if (ledger.collectedPaise - ledger.refundedPaise < amountPaise) {
      throw conflict(`Mark the cash on delivery collected before refunding this return: the shop has not received the ${formatINR2(amountPaise)} it would pay back.`, { paymentStatus: order!.paymentStatus });
    }
  }
  if (!online && !payoutReference) {
    throw badRequest(`Pay ${formatINR2(amountPaise)} to the shopper's ${r.refundMethod === 'upi' ? 'UPI id' : 'bank account'} first, then enter the transfer reference.`, [{ path: 'payoutReference', message: 'Enter the UPI or bank transfer reference.' }]);
  }
  let refundState: string | null = null;
  if (online && amountPaise > 0) {
    // The return's own key: two returns of the same amount are two refunds, not one.
    const refund = await refundPayment({ orderId: r.orderId, amountPaise, actor: { kind: 'staff', id: ctx.staff.id }, key: `R${returnId.slice(0, 12)}` });
    refundState = refund.state;
  }
  return db.transaction(async (tx) => {
    // The step issues the credit note and moves a COD order's payment itself (return-life.ts).
    return stepReturn(tx, ctx, await lockReturn(tx, returnId), 'refund', {
      set: { refundPaise: amountPaise, payoutReference: online ? null : payoutReference! },
      data: { amountPaise, ...(online ? { refundState } : { payoutReference }) },
      refund: { credit: pieces.map(({ index, quantity }) => ({ index, quantity })), amountPaise, online, payoutReference: online ? null : payoutReference! },
    });
  });
}
