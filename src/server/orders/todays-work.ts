import { sql } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { PAYMENT_METHOD } from '#lib/shipping';
import { ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { countsAsRevenue, netPaidPaise } from './net-revenue';

export type TodaysWork = {
  /** Today's India date, YYYY-MM-DD. */
  today: string;
  newToday: number;
  codToConfirm: number;
  paidToPack: number;
  shippedNotDelivered: number;
  /**
   * Orders that became Paid today (India day), summed net of their refunds (the order ledger's
   * collected minus refunded; a cancelled order counts nothing); shown only to roles with reports.read.
   */
  paidTodayPaise: number;
};

const today = sql`(now() at time zone 'Asia/Kolkata')::date`;
const startOfToday = sql`(${today})::timestamp at time zone 'Asia/Kolkata'`;

/** The console home page's figures: what needs doing today. */
export async function todaysWork(): Promise<TodaysWork> {
  const db = await getDb();
  const [r] = await query<{ today: string; new_today: number; cod_to_confirm: number; paid_to_pack: number; shipped: number; paid_today: string | number | null }>(
    db,
    sql`select to_char(${today}, 'YYYY-MM-DD') as today,
      (select count(*)::int from orders where status = ${ORDER_STATUS.WAITING} and created_at >= ${startOfToday}) as new_today,
      (select count(*)::int from orders where status = ${ORDER_STATUS.WAITING} and payment_method = ${PAYMENT_METHOD.COD}) as cod_to_confirm,
      (select count(*)::int from orders where payment_method = ${PAYMENT_METHOD.ONLINE} and payment_status = ${PAYMENT_STATUS.PAID}
         and status in (${ORDER_STATUS.WAITING}, ${ORDER_STATUS.CONFIRMED})) as paid_to_pack,
      (select count(*)::int from orders where status = ${ORDER_STATUS.SHIPPED}) as shipped,
      (select coalesce(sum(${netPaidPaise}), 0) from orders o where ${countsAsRevenue} and exists (
         select 1 from order_events e where e.order_id = o.id and e.to_payment_status = ${PAYMENT_STATUS.PAID} and e.created_at >= ${startOfToday})) as paid_today`,
  );
  return {
    today: r!.today,
    newToday: r!.new_today,
    codToConfirm: r!.cod_to_confirm,
    paidToPack: r!.paid_to_pack,
    shippedNotDelivered: r!.shipped,
    paidTodayPaise: Number(r!.paid_today ?? 0),
  };
}

/** Where each figure leads in the order queue (its query parameters: status, method, payment, from, to). */
export function todaysWorkLinks(today: string) {
  return {
    newToday: `/admin/orders?status=${ORDER_STATUS.WAITING}&from=${today}&to=${today}`,
    codToConfirm: `/admin/orders?status=${ORDER_STATUS.WAITING}&method=${PAYMENT_METHOD.COD}`,
    paidToPack: `/admin/orders?status=${ORDER_STATUS.WAITING},${ORDER_STATUS.CONFIRMED}&method=${PAYMENT_METHOD.ONLINE}&payment=${PAYMENT_STATUS.PAID}`,
    shippedNotDelivered: `/admin/orders?status=${ORDER_STATUS.SHIPPED}`,
    paidToday: `/admin/orders?payment=${PAYMENT_STATUS.PAID}&from=${today}&to=${today}`,
  };
}
