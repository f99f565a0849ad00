import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHOD } from '#lib/shipping';
import { ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import type { QueueWorkList } from '#lib/validation/admin-orders';

/**
 * The day's work lists that the queue's plain filters (status, method, payment, dates) cannot
 * say in one go: each is one condition over `"orders"`, used both to count the home page's tile
 * and to filter the queue its tile links to, so the tile's figure and the rows always agree.
 * Written with the table's name in full: it runs inside drizzle's single-table selects (which
 * leave columns unqualified) and inside raw subqueries alike.
 */
const S = ORDER_STATUS;
const P = PAYMENT_STATUS;
const M = PAYMENT_METHOD;

/** Midnight today, India time: the shop's day. */
export const startOfToday: SQL = sql`((now() at time zone 'Asia/Kolkata')::date)::timestamp at time zone 'Asia/Kolkata'`;

export const WORK_LIST_CONDITIONS: Record<QueueWorkList, SQL> = {
  // Nothing packed yet and cleared to go: a confirmed COD order, or a paid online one (whose
  // confirmation is a formality once its money is in). 'Partially Fulfilled' is the machine's only
  // mark of packing begun, so those orders are on the next list instead.
  toPack: sql`(("orders"."status" = ${S.CONFIRMED} and ("orders"."payment_method" = ${M.COD} or "orders"."payment_status" = ${P.PAID}))
    or ("orders"."status" = ${S.WAITING} and "orders"."payment_method" = ${M.ONLINE} and "orders"."payment_status" = ${P.PAID}))`,
  // Orders that became Paid today and still count as revenue (not cancelled, not wholly refunded).
  paidToday: sql`("orders"."status" <> ${S.CANCELLED} and "orders"."payment_status" in (${P.PAID}, ${P.PARTIALLY_REFUNDED})
    and exists (select 1 from order_events e where e.order_id = "orders"."id" and e.to_payment_status = ${P.PAID} and e.created_at >= ${startOfToday}))`,
};
