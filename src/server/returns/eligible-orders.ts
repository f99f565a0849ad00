import { sql } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { ORDER_STATUS } from '#lib/order-status';
import { returnWindowDays } from './return-settings';

export type EligibleOrder = { orderId: string; deliveredAt: string; closesAt: string };

/** The shopper's delivered orders still inside the return window with no request yet, newest first. */
export async function eligibleOrders(customerId: string, now = new Date()): Promise<EligibleOrder[]> {
  const db = await getDb();
  const days = await returnWindowDays(db);
  const rows = await query<{ id: string; delivered_at: Date | string }>(
    db,
    sql`select o.id, max(e.created_at) as delivered_at
        from orders o join order_events e on e.order_id = o.id and e.kind = 'deliver'
        where o.customer_id = ${customerId} and o.status = ${ORDER_STATUS.DELIVERED}
          and not exists (select 1 from return_requests r where r.order_id = o.id)
        group by o.id
        having max(e.created_at) >= ${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz
        order by 2 desc limit 20`,
  );
  return rows.map((r) => {
    const delivered = new Date(r.delivered_at);
    return { orderId: r.id, deliveredAt: delivered.toISOString(), closesAt: new Date(delivered.getTime() + days * 86_400_000).toISOString() };
  });
}
