import { and, eq, isNull, like, or } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { goodwillRefunds, orders, refunds } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { badRequest, conflict, DomainError, notFound } from '#server/platform/errors';
import { auditOrder, orderLedger, recordOrderEvent, type StaffActionContext } from '#server/orders';
import { issueGoodwillCreditNote } from '#server/gst';
import { refreshRefund, refundPayment } from '#server/payments';
import { formatINR2 } from '#lib/money';
import { PAYMENT_METHOD } from '#lib/shipping';
import type { GoodwillRefundInput } from '#lib/validation/admin-order-changes';

/**
 * A goodwill refund (issue 28 item 7): an amount staff choose, with a reason, at most what the
 * shop received for the order less what it already gave back (the money ledger), and a GST
 * credit note for exactly that amount against the order's invoice. One transaction locks the
 * order, checks the ledger, keeps the goodwill row, issues the credit note and writes the order
 * event and the audit row. Then the money goes: an online order's through its gateway (the
 * goodwill row's own refund key makes a retry send nothing twice); a cash-on-delivery order's
 * was already paid by the merchant (UPI or bank) and its transfer reference is recorded.
 */
export type GoodwillOutcome = { amountPaise: number; creditNoteNumber: string; refundState: string | null; message: string };

const refundKeyOf = (goodwillId: string) => `G${goodwillId.slice(0, 12)}`;

export async function goodwillRefund(ctx: StaffActionContext, orderId: string, input: GoodwillRefundInput): Promise<GoodwillOutcome> {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    if (!order) throw notFound('No order has that id.');
    const online = order.paymentMethod === PAYMENT_METHOD.ONLINE;
    const ledger = await orderLedger(tx, orderId);
    const maximum = Math.max(0, ledger.collectedPaise - ledger.refundedPaise);
    if (ledger.collectedPaise === 0) {
      throw conflict(online ? 'This order has not been paid, so there is nothing to refund.' : 'No cash has been collected for this cash-on-delivery order yet, so there is nothing to refund.', { maximumPaise: 0 });
    }
    if (input.amountPaise > maximum) {
      throw new DomainError('unprocessable', `A goodwill refund can be at most ${formatINR2(maximum)}: what was paid less what was already refunded.`, {
        errors: [{ path: 'amount', message: `Amount must be at most ${formatINR2(maximum)}.` }],
        data: { maximumPaise: maximum },
      });
    }
    if (!online && !input.payoutReference) {
      throw badRequest(`Pay ${formatINR2(input.amountPaise)} to the shopper by UPI or bank transfer first, then enter the transfer reference.`, [
        { path: 'payoutReference', message: 'Enter the UPI or bank transfer reference.' },
      ]);
    }
    const note = await issueGoodwillCreditNote(tx, orderId, input.reason, input.amountPaise, new Date());
    const id = newId();
    await tx.insert(goodwillRefunds).values({ id, orderId, amountPaise: input.amountPaise, reason: input.reason, creditNoteId: note.id, payoutReference: online ? null : input.payoutReference!, staffId: ctx.staff.id });
    const data = { amountPaise: input.amountPaise, creditNote: note.number, ...(online ? { refundKey: refundKeyOf(id) } : { payoutReference: input.payoutReference }) };
    await recordOrderEvent(tx, orderId, 'goodwillRefunded', { actor: { kind: 'staff', id: ctx.staff.id }, note: `${formatINR2(input.amountPaise)}: ${input.reason}`, data });
    await auditOrder(tx, ctx, 'order.goodwillRefund', orderId, { refundedPaise: ledger.refundedPaise }, { refundedPaise: ledger.refundedPaise + input.amountPaise, ...data, reason: input.reason });
    return { id, online, creditNoteNumber: note.number };
  });
  const done = `Goodwill refund of ${formatINR2(input.amountPaise)} recorded with credit note ${saved.creditNoteNumber}.`;
  if (!saved.online) return { amountPaise: input.amountPaise, creditNoteNumber: saved.creditNoteNumber, refundState: null, message: done };
  try {
    const state = await sendGoodwill(ctx, orderId, saved.id, input.amountPaise, refundKeyOf(saved.id));
    if (state === 'FAILED') {
      return { amountPaise: input.amountPaise, creditNoteNumber: saved.creditNoteNumber, refundState: state, message: `${done} The payment gateway refused the refund: use 'Send refund again' on this page.` };
    }
    return { amountPaise: input.amountPaise, creditNoteNumber: saved.creditNoteNumber, refundState: state, message: `${done} The money is on its way back through the payment gateway.` };
  } catch (err) {
    if (!(err instanceof DomainError && err.code === 'upstream_failed')) throw err;
    return { amountPaise: input.amountPaise, creditNoteNumber: saved.creditNoteNumber, refundState: 'NEW', message: `${done} The payment gateway did not accept the refund just now: use 'Send refund again' on this page in a few minutes.` };
  }
}

/**
 * Sends one goodwill refund through the gateway under `key` and ties the gateway refund row to it
 * (even when the gateway said no: the row is recorded before it is asked).
 */
async function sendGoodwill(ctx: StaffActionContext, orderId: string, goodwillId: string, amountPaise: number, key: string): Promise<string> {
  const db = await getDb();
  const tie = async () => {
    const [row] = await db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.orderId, orderId), like(refunds.merchantRefundId, `%-${key}-R${amountPaise}`))).limit(1);
    if (row) await db.update(goodwillRefunds).set({ refundId: row.id }).where(eq(goodwillRefunds.id, goodwillId));
  };
  try {
    const refund = await refundPayment({ orderId, amountPaise, actor: { kind: 'staff', id: ctx.staff.id }, key });
    await tie();
    return refund.state;
  } catch (err) {
    await tie();
    throw err;
  }
}

/** Goodwill refunds of the order not sent yet, or sent and refused by the gateway (FAILED). */
async function unsentGoodwill(orderId: string) {
  const db = await getDb();
  return db
    .select({ goodwill: goodwillRefunds, refundState: refunds.state })
    .from(goodwillRefunds)
    .leftJoin(refunds, eq(refunds.id, goodwillRefunds.refundId))
    .where(and(eq(goodwillRefunds.orderId, orderId), or(isNull(goodwillRefunds.refundId), eq(refunds.state, 'FAILED'))));
}

/**
 * Sends again what the gateway did not take: refunds of the order still NEW (recorded, not
 * accepted), and goodwill refunds of an online order not sent yet or refused by the gateway
 * (sent under a fresh key). Answers how many were sent.
 */
export async function resendRefunds(ctx: StaffActionContext, orderId: string): Promise<number> {
  const db = await getDb();
  const unsent = await unsentGoodwill(orderId);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('No order has that id.');
  let sent = 0;
  if (order.paymentMethod === PAYMENT_METHOD.ONLINE) {
    for (const { goodwill: g, refundState } of unsent) {
      // A refund the gateway refused keeps its id: asking again needs a fresh key, or the shop
      // would be answered the refused row and send nothing.
      const key = refundState === 'FAILED' ? `G${newId().slice(0, 12)}` : refundKeyOf(g.id);
      await sendGoodwill(ctx, orderId, g.id, g.amountPaise, key);
      sent += 1;
    }
  }
  const waiting = await db.select().from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'NEW')));
  for (const r of waiting) {
    await refreshRefund(r.merchantRefundId);
    sent += 1;
  }
  if (sent === 0) throw conflict('No refund of this order is waiting to be sent again.');
  return sent;
}

/** Whether a refund of the order waits to be sent again (the gateway did not take it, or it was never sent). */
export async function refundsWaiting(orderId: string): Promise<boolean> {
  const db = await getDb();
  const [order] = await db.select({ paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (order?.paymentMethod !== PAYMENT_METHOD.ONLINE) return false;
  const [unsent] = await unsentGoodwill(orderId);
  const [fresh] = await db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'NEW'))).limit(1);
  return Boolean(unsent || fresh);
}
