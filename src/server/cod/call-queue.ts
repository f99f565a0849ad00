import { sql } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { ORDER_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { UNCONFIRMED_HOLD } from './confirmation-link';

export type CallQueueEntry = {
  id: string;
  customerName: string;
  mobile: string;
  totalPaise: number;
  placedAt: Date;
  heldAt: Date;
};

/**
 * 'Call the customer': COD orders On Hold because the shopper never answered the confirmation
 * link, oldest hold first. An order held for another reason (staff put it on hold) stays out.
 */
export async function callQueue(limit = 200): Promise<CallQueueEntry[]> {
  const db = await getDb();
  const rows = await query<{ id: string; customer_name: string; customer_mobile: string; total_paise: number; created_at: string | Date; held_at: string | Date }>(
    db,
    sql`select o.id, o.customer_name, o.customer_mobile, o.total_paise, o.created_at, h.created_at as held_at
        from orders o
        join lateral (
          select e.created_at, e.data from order_events e
          where e.order_id = o.id and e.kind = 'hold' order by e.id desc limit 1
        ) h on true
        where o.status = ${ORDER_STATUS.ON_HOLD} and o.payment_method = ${PAYMENT_METHOD.COD}
          and h.data->>'reason' = ${UNCONFIRMED_HOLD}
        order by h.created_at, o.id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    customerName: r.customer_name,
    mobile: r.customer_mobile,
    totalPaise: Number(r.total_paise),
    placedAt: new Date(r.created_at),
    heldAt: new Date(r.held_at),
  }));
}
