import { sql } from 'drizzle-orm';
import { query, type Db } from '#server/platform/db/client';
import { ORDER_STATUS } from '#lib/order-status';
import { addDays } from '#lib/reports/report-weeks';
import { basisPoints } from '#lib/reports/rates';
import type { ReportRange } from '#lib/validation/rto-report';
import { istStart, shippedBetween } from './rto-weeks';

/**
 * PIN prefixes (the first 3 digits of the delivery PIN code: the sorting district) ranked by RTO
 * rate over the orders shipped in the range, highest first; on a tie the prefix with more
 * parcels comes first, then the lower prefix.
 */
export type PinPrefixFigures = { prefix: string; shipped: number; returnedToOrigin: number; rtoRateBp: number | null };

type Row = { prefix: string; shipped: number; returned: number };

export async function pinPrefixFigures(db: Db, range: ReportRange): Promise<PinPrefixFigures[]> {
  const rows = await query<Row>(
    db,
    sql`select t.prefix, count(*)::int as shipped, count(*) filter (where t.returned)::int as returned
      from (
        select left(o.shipping_address->>'pincode', 3) as prefix,
          exists (select 1 from order_events r where r.order_id = s.order_id and r.to_status = ${ORDER_STATUS.RETURNED_TO_ORIGIN}) as returned
        from (${shippedBetween(istStart(range.from), istStart(addDays(range.to, 1)))}) s join orders o on o.id = s.order_id
      ) t
      group by t.prefix
      order by count(*) filter (where t.returned)::numeric / count(*) desc, count(*) desc, t.prefix`,
  );
  return rows.map((r) => ({ prefix: r.prefix, shipped: r.shipped, returnedToOrigin: r.returned, rtoRateBp: basisPoints(r.returned, r.shipped) }));
}
