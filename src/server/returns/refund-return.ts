import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { orderItems, orders, returnLines, returnRequests } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { refundPayment } from '../payments/refunds';
import { issueCreditNote } from '../gst/issue';
import type { StaffActionContext } from '../orders/staff-action';
import { PAYMENT_METHOD } from '../../lib/shipping';
import { formatINR2 } from '../../lib/money';
import { lockReturn, returnRefusal, stepReturn } from './return-life';

/**
 * Refunds a received return: the returned pieces' share of what was paid for their lines
 * (shipping is not refunded). An online order's money goes back through its gateway first
 * (idempotent per payment and amount, so a refusal can simply be tried again; the payment
 * status follows through the transition module); a cash-on-delivery order's refund is paid by
 * the merchant to the shopper's UPI id or bank account and its transfer reference recorded.
 * Then, in one transaction, the return is marked refunded with a GST credit note for exactly
 * those pieces.
 */
type Piece = { index: number; quantity: number; paise: number };

async function returnedPieces(db: Db, returnId: string, orderId: string): Promise<Piece[]> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const lines = await db.select().from(returnLines).where(eq(returnLines.returnId, returnId));
  return lines
    .map((l) => {
      const index = items.findIndex((i) => i.id === l.orderItemId);
      const item = items[index]!;
      return { index, quantity: l.quantity, paise: Math.round((item.lineTotalPaise * l.quantity) / item.quantity) };
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
  const amountPaise = pieces.reduce((a, p) => a + p.paise, 0);
  const online = order!.paymentMethod === PAYMENT_METHOD.ONLINE;
  if (!online && !payoutReference) {
    throw badRequest(`Pay ${formatINR2(amountPaise)} to the shopper's ${r.refundMethod === 'upi' ? 'UPI id' : 'bank account'} first, then enter the transfer reference.`, [{ path: 'payoutReference', message: 'Enter the UPI or bank transfer reference.' }]);
  }
  let refundState: string | null = null;
  if (online && amountPaise > 0) {
    const refund = await refundPayment({ orderId: r.orderId, amountPaise, actor: { kind: 'staff', id: ctx.staff.id } });
    refundState = refund.state;
  }
  return db.transaction(async (t) => {
    const tx = t as Db;
    const locked = await lockReturn(tx, returnId);
    const note = await issueCreditNote(tx, r.orderId, `Return ${r.id}`, new Date(), pieces.map(({ index, quantity }) => ({ index, quantity })));
    return stepReturn(tx, ctx, locked, 'refund', {
      set: { refundPaise: amountPaise, payoutReference: online ? null : payoutReference!, creditNoteId: note?.id ?? null },
      data: { amountPaise, creditNote: note?.number ?? null, ...(online ? { refundState } : { payoutReference }) },
    });
  });
}
