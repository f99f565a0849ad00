import { sql } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { ORDER_STATUS } from '#lib/order-status';

/**
 * Orders and revenue by discount code (issue 29 item 6): every code, with the orders placed with
 * it that were not cancelled, what those orders brought in (their totals, after the discount) and
 * what the code gave away off the goods. Paise.
 */
export type CodeReportRow = { code: string; kind: string; paused: boolean; orders: number; revenuePaise: number; discountPaise: number };

export async function codeReport(): Promise<CodeReportRow[]> {
  const rows = await query<{ code: string; kind: string; paused: boolean; orders: number; revenue: number; discount: number }>(
    await getDb(),
    sql`select c.code, c.kind, c.paused,
               count(o.id)::int as orders,
               coalesce(sum(o.total_paise), 0)::bigint as revenue,
               coalesce(sum(o.discount_paise), 0)::bigint as discount
        from discount_codes c
        left join orders o on o.discount_code = c.code and o.status <> ${ORDER_STATUS.CANCELLED}
        group by c.id, c.code, c.kind, c.paused
        order by 5 desc, 1`,
  );
  return rows.map((r) => ({ code: r.code, kind: r.kind, paused: r.paused, orders: Number(r.orders), revenuePaise: Number(r.revenue), discountPaise: Number(r.discount) }));
}
