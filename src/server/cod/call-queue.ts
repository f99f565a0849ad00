import { sql } from 'drizzle-orm';
import { getDb, query, type Db } from '#server/platform/db/client';
import { ORDER_STATUS, orderNumber, orderStatusLabel } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { notFound } from '#server/platform/errors';
import { UNCONFIRMED_HOLD } from './confirmation-link';

/** The order events a call that changed no status leaves behind (see call-outcome in workflows). */
export const CALL_EVENT_KINDS = ['callNoAnswer', 'callWrongNumber'] as const;

export type CallQueueEntry = {
  id: string;
  customerName: string;
  mobile: string;
  totalPaise: number;
  placedAt: Date;
  heldAt: Date;
  /** calls made since the hold that reached nobody (no answer or a wrong number) */
  attempts: number;
  /** what the last of those calls found, or null when nobody has called yet */
  lastCall: { outcome: 'noAnswer' | 'wrongNumber'; at: Date; note: string | null } | null;
  /** when to call again after 'no answer'; null when never called (due since the hold) or after a wrong number */
  dueAt: Date | null;
};

/**
 * 'Call the customer': COD orders On Hold because the shopper never answered the confirmation
 * link. Orders nobody has called yet come first, oldest order first; then those whose shopper
 * did not answer, by the time staff said to call again; last those whose number was wrong,
 * which wait for someone to decide (they cannot be reached, so calling again is no answer).
 * An order held for another reason (staff put it on hold) stays out.
 */
export async function callQueue(limit = 200): Promise<CallQueueEntry[]> {
  const db = await getDb();
  const rows = await query<{
    id: string;
    customer_name: string;
    customer_mobile: string;
    total_paise: number;
    created_at: string | Date;
    held_at: string | Date;
    attempts: number | string;
    call_kind: string | null;
    call_at: string | Date | null;
    call_note: string | null;
    due_at: string | null;
  }>(
    db,
    sql`select o.id, o.customer_name, o.customer_mobile, o.total_paise, o.created_at, h.created_at as held_at,
          c.kind as call_kind, c.created_at as call_at, c.note as call_note, c.data->>'dueAt' as due_at,
          (select count(*) from order_events a
            where a.order_id = o.id and a.id > h.id and a.kind in ('callNoAnswer', 'callWrongNumber')) as attempts
        from orders o
        join lateral (
          select e.id, e.created_at, e.data from order_events e
          where e.order_id = o.id and e.kind = 'hold' order by e.id desc limit 1
        ) h on true
        left join lateral (
          select e.kind, e.created_at, e.note, e.data from order_events e
          where e.order_id = o.id and e.id > h.id and e.kind in ('callNoAnswer', 'callWrongNumber')
          order by e.id desc limit 1
        ) c on true
        where o.status = ${ORDER_STATUS.ON_HOLD} and o.payment_method = ${PAYMENT_METHOD.COD}
          and h.data->>'reason' = ${UNCONFIRMED_HOLD}
        order by case when c.kind is null then 0 when c.kind = 'callNoAnswer' then 1 else 2 end,
          c.data->>'dueAt', c.created_at, o.created_at, o.id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    customerName: r.customer_name,
    mobile: r.customer_mobile,
    totalPaise: Number(r.total_paise),
    placedAt: new Date(r.created_at),
    heldAt: new Date(r.held_at),
    attempts: Number(r.attempts),
    lastCall: r.call_kind
      ? { outcome: r.call_kind === 'callNoAnswer' ? 'noAnswer' : 'wrongNumber', at: new Date(r.call_at!), note: r.call_note }
      : null,
    dueAt: r.call_kind === 'callNoAnswer' && r.due_at ? new Date(r.due_at) : null,
  }));
}

/**
 * Why a call's outcome cannot be recorded on this order now, in staff's words, or null when it
 * can: only a COD order On Hold because its shopper never answered the confirmation link is on
 * the call list. Locks the order row, so the outcome and the check share one moment.
 */
export async function callRefusal(tx: Db, orderId: string): Promise<string | null> {
  const rows = await query<{ status: number; payment_method: number; reason: string | null }>(
    tx,
    sql`select o.status, o.payment_method,
          (select e.data->>'reason' from order_events e where e.order_id = o.id and e.kind = 'hold' order by e.id desc limit 1) as reason
        from orders o where o.id = ${orderId} for update`,
  );
  const o = rows[0];
  if (!o) throw notFound('No order has that id.');
  const number = `Order #${orderNumber(orderId)}`;
  if (Number(o.payment_method) !== PAYMENT_METHOD.COD) return `${number} is paid online, so there is no cash-on-delivery confirmation to call about.`;
  if (Number(o.status) !== ORDER_STATUS.ON_HOLD || o.reason !== UNCONFIRMED_HOLD) {
    return `${number} is not waiting for a confirmation call: it is ${orderStatusLabel(Number(o.status)).name}${Number(o.status) === ORDER_STATUS.ON_HOLD ? ' for another reason' : ''}.`;
  }
  return null;
}
