import { sql } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import type { ReturnReason } from '#lib/returns/return-types';

/**
 * The return rate: pieces asked back (rejected requests left out) over pieces delivered, by
 * product and by product and size, and how often each reason is given. A size whose rate stands
 * out tells the merchant its size chart is wrong. Only delivered orders count as sold.
 */
export type RateRow = { productName: string; sizeName: string | null; delivered: number; returned: number };
export type ReasonRow = { reason: ReturnReason; requests: number; pieces: number };

const DELIVERED = 7;

async function rates(bySize: boolean): Promise<RateRow[]> {
  const size = bySize ? sql`oi.size_name` : sql`null::text`;
  const rows = await query<{ product_name: string; size_name: string | null; delivered: number; returned: number }>(
    await getDb(),
    sql`select oi.product_name, ${size} as size_name,
               sum(oi.quantity)::int as delivered,
               coalesce(sum(rl.quantity) filter (where rr.status <> 'rejected'), 0)::int as returned
        from order_items oi
        join orders o on o.id = oi.order_id
        left join return_lines rl on rl.order_item_id = oi.id
        left join return_requests rr on rr.id = rl.return_id
        where o.status = ${DELIVERED} and o.total_paise > 0
        group by oi.product_id, oi.product_name, ${size}
        having coalesce(sum(rl.quantity) filter (where rr.status <> 'rejected'), 0) > 0
        order by 4 desc, 1, 2`,
  );
  return rows.map((r) => ({ productName: r.product_name, sizeName: r.size_name, delivered: Number(r.delivered), returned: Number(r.returned) }));
}

export async function returnReport(): Promise<{ byProduct: RateRow[]; bySize: RateRow[]; reasons: ReasonRow[] }> {
  const reasons = await query<{ reason: ReturnReason; requests: number; pieces: number }>(
    await getDb(),
    sql`select rr.reason, count(distinct rr.id)::int as requests, coalesce(sum(rl.quantity), 0)::int as pieces
        from return_requests rr left join return_lines rl on rl.return_id = rr.id
        group by rr.reason order by 3 desc, 1`,
  );
  return {
    byProduct: await rates(false),
    bySize: await rates(true),
    reasons: reasons.map((r) => ({ reason: r.reason, requests: Number(r.requests), pieces: Number(r.pieces) })),
  };
}
