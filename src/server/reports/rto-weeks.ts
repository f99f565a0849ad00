import { sql, type SQL } from 'drizzle-orm';
import { countsAsRevenue, netPaidPaise } from '#server/orders';
import { query, type Db } from '#server/platform/db/client';
import { ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { addDays } from '#lib/reports/report-weeks';
import { averagePaise, basisPoints } from '#lib/reports/rates';
import type { ReportRange } from '#lib/validation/rto-report';

/**
 * The RTO report's weekly figures, counted in SQL from `orders` and `order_events`. A week is an
 * India calendar week, Monday first, named by its Monday. The measures (also in the README):
 *
 * - orders: orders placed in the week, leaving out online orders whose payment never went
 *   through (payment status still Pending or Failed: an abandoned checkout is not a sale);
 * - COD orders: those of them paid cash on delivery; COD share = COD orders / orders;
 * - COD confirmation rate = COD orders of the week that ever reached Confirmed (an order event
 *   into status 2, by the shopper's link or by staff) / COD orders of the week;
 * - paid revenue: the sum of `total_paise` (goods and shipping, GST included) of the week's
 *   orders whose payment is Paid or Partially Refunded now (online paid, or cash marked
 *   collected), less what was refunded, leaving out cancelled orders (the order ledger's
 *   collected minus refunded, issue 35); a wholly refunded order drops out. Average order value = paid revenue / those paid orders, whole paise;
 * - RTO rate = orders shipped in the week (their event into status 6; an order ships once)
 *   that have since been Returned to Origin (an event into status 8) / orders shipped in the
 *   week. Counted by the week of shipping, so a recent week's rate still grows as parcels
 *   come back.
 */
export type WeekFigures = {
  week: string;
  orders: number;
  codOrders: number;
  codConfirmed: number;
  paidOrders: number;
  paidRevenuePaise: number;
  averageOrderValuePaise: number | null;
  codShareBp: number | null;
  codConfirmationBp: number | null;
  shipped: number;
  returnedToOrigin: number;
  rtoRateBp: number | null;
};

/** The instant an India calendar date begins, as SQL. */
export const istStart = (date: string): SQL => sql`(${date}::date)::timestamp at time zone 'Asia/Kolkata'`;
const istWeek = (column: ReturnType<typeof sql>) => sql`to_char(date_trunc('week', ${column} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

/**
 * The orders that moved into Shipped between two instants, each once with its time. An order
 * ships once (the order life has no way back from Shipped), so its move in the range is its
 * first; the index of migration 0025 reads only these rows.
 */
export const shippedBetween = (start: SQL, end: SQL) =>
  sql`select order_id, min(created_at) as shipped_at from order_events
    where to_status = ${ORDER_STATUS.SHIPPED} and created_at >= ${start} and created_at < ${end} group by order_id`;

type PlacedRow = { week: string; orders: number; cod_orders: number; cod_confirmed: number; paid_orders: number; paid_paise: string | number };
type ShippedRow = { week: string; shipped: number; returned: number };

export async function weeklyFigures(db: Db, range: ReportRange): Promise<WeekFigures[]> {
  const start = istStart(range.from);
  const end = istStart(addDays(range.to, 1));
  const placed = await query<PlacedRow>(
    db,
    sql`select ${istWeek(sql`o.created_at`)} as week,
        count(*)::int as orders,
        count(*) filter (where o.payment_method = ${PAYMENT_METHOD.COD})::int as cod_orders,
        count(*) filter (where o.payment_method = ${PAYMENT_METHOD.COD} and exists (
          select 1 from order_events e where e.order_id = o.id and e.to_status = ${ORDER_STATUS.CONFIRMED}))::int as cod_confirmed,
        count(*) filter (where ${countsAsRevenue})::int as paid_orders,
        coalesce(sum(${netPaidPaise}) filter (where ${countsAsRevenue}), 0) as paid_paise
      from orders o
      where o.created_at >= ${start} and o.created_at < ${end}
        and (o.payment_method = ${PAYMENT_METHOD.COD} or o.payment_status not in (${PAYMENT_STATUS.PENDING}, ${PAYMENT_STATUS.FAILED}))
      group by 1`,
  );
  const shipped = await query<ShippedRow>(
    db,
    sql`select ${istWeek(sql`s.shipped_at`)} as week,
        count(*)::int as shipped,
        count(*) filter (where exists (
          select 1 from order_events r where r.order_id = s.order_id and r.to_status = ${ORDER_STATUS.RETURNED_TO_ORIGIN}))::int as returned
      from (${shippedBetween(start, end)}) s
      group by 1`,
  );
  const placedBy = new Map(placed.map((r) => [r.week, r]));
  const shippedBy = new Map(shipped.map((r) => [r.week, r]));
  return range.weeks.map((week) => {
    const p = placedBy.get(week);
    const s = shippedBy.get(week);
    const orders = p?.orders ?? 0;
    const codOrders = p?.cod_orders ?? 0;
    const codConfirmed = p?.cod_confirmed ?? 0;
    const paidOrders = p?.paid_orders ?? 0;
    const paidRevenuePaise = Number(p?.paid_paise ?? 0);
    const shippedCount = s?.shipped ?? 0;
    const returnedToOrigin = s?.returned ?? 0;
    return {
      week,
      orders,
      codOrders,
      codConfirmed,
      paidOrders,
      paidRevenuePaise,
      averageOrderValuePaise: averagePaise(paidRevenuePaise, paidOrders),
      codShareBp: basisPoints(codOrders, orders),
      codConfirmationBp: basisPoints(codConfirmed, codOrders),
      shipped: shippedCount,
      returnedToOrigin,
      rtoRateBp: basisPoints(returnedToOrigin, shippedCount),
    };
  });
}
