import { getDb } from '#server/platform/db/client';
import { conflict } from '#server/platform/errors';
import { callRefusal } from '#server/cod';
import { auditOrder, moveOrder, recordOrderEvent, type StaffActionContext } from '#server/orders';
import type { CallOutcomeInput } from '#lib/validation/call-outcome';
import { ORDER_STATUS } from '#lib/order-status';

const HOUR_MS = 3_600_000;

export type RecordedCall = { outcome: CallOutcomeInput['outcome']; status: number; dueAt: Date | null };

/**
 * Records what the shopper of an unconfirmed COD order said on the phone ('Call the customer').
 * Confirmed and cancelled are moves of the order machine (release to Confirmed; cancel with the
 * reason, stock back), each with its event and audit row. No answer and wrong number change no
 * status: an order event (the attempt, and for no answer the time to call again, which orders
 * the list) and an audit row, in one transaction. A wrong number keeps the order on the list,
 * flagged, for someone to decide: wait for the shopper to call, or cancel it.
 */
export async function recordCallOutcome(ctx: StaffActionContext, orderId: string, input: CallOutcomeInput, now = new Date()): Promise<RecordedCall> {
  const db = await getDb();
  const note = input.note?.trim() || null;
  const actor = { kind: 'staff' as const, id: ctx.staff.id };
  return db.transaction(async (tx) => {
    const refusal = await callRefusal(tx, orderId);
    if (refusal) throw conflict(refusal);
    if (input.outcome === 'confirmed') {
      const r = await moveOrder(tx, orderId, 'release', {
        actor,
        note: note ? `Confirmed by the customer on a call: ${note}` : 'Confirmed by the customer on a call.',
        data: { call: 'confirmed' },
        staff: ctx,
      });
      return { outcome: 'confirmed', status: r.order.status, dueAt: null };
    }
    if (input.outcome === 'cancelled') {
      // An unconfirmed COD order holds no money, so nothing is refunded; its stock comes back.
      const r = await moveOrder(tx, orderId, 'cancel', { actor, note: `The customer asked to cancel on a call: ${note}`, data: { call: 'cancelled' }, staff: ctx });
      return { outcome: 'cancelled', status: r.order.status, dueAt: null };
    }
    const dueAt = input.outcome === 'noAnswer' ? new Date(now.getTime() + input.hours! * HOUR_MS) : null;
    const kind = input.outcome === 'noAnswer' ? 'callNoAnswer' : 'callWrongNumber';
    const data = dueAt ? { dueAt: dueAt.toISOString(), hours: input.hours! } : {};
    await recordOrderEvent(tx, orderId, kind, { actor, note, data });
    await auditOrder(tx, ctx, `order.${kind}`, orderId, null, { ...data, note });
    return { outcome: input.outcome, status: ORDER_STATUS.ON_HOLD, dueAt };
  });
}
