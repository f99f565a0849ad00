import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { orders } from '#server/platform/db/schema/index';
import { PAYMENT_METHOD } from '#lib/shipping';
import { ORDER_STATUS } from '#lib/order-status';
import { netPaidPaise } from './net-revenue';
import { startOfToday, WORK_LIST_CONDITIONS } from './work-lists';

export type TodaysWork = {
  /** Today's India date, YYYY-MM-DD. */
  today: string;
  /** every order placed today (India day), whatever became of it since */
  ordersToday: number;
  /** cash-on-delivery orders waiting for their confirmation */
  codToConfirm: number;
  /** cleared to go and nothing packed yet (see work-lists.ts) */
  toPack: number;
  /** packing begun (Partially Fulfilled): what remains is to finish and hand to the courier */
  toShip: number;
  /** shipped, not yet delivered or back */
  inTransit: number;
  /**
   * Orders that became Paid today (India day), summed net of their refunds (the order ledger's
   * collected minus refunded; a cancelled order counts nothing); shown only to roles with reports.read.
   */
  paidToday: number;
  paidTodayPaise: number;
};

/**
 * Each figure's orders, as the queue filters them: a tile counts exactly the rows its link shows.
 * Placed today is the queue's from/to of today's date, which starts at the same India midnight.
 */
const LISTS = {
  ordersToday: gte(orders.createdAt, sql`${startOfToday}`),
  codToConfirm: and(eq(orders.status, ORDER_STATUS.WAITING), eq(orders.paymentMethod, PAYMENT_METHOD.COD))!,
  toPack: WORK_LIST_CONDITIONS.toPack,
  toShip: eq(orders.status, ORDER_STATUS.PARTIALLY_FULFILLED),
  inTransit: eq(orders.status, ORDER_STATUS.SHIPPED),
  paidToday: WORK_LIST_CONDITIONS.paidToday,
} satisfies Record<string, SQL>;

/** The console home page's figures: what needs doing today. */
export async function todaysWork(): Promise<TodaysWork> {
  const db = await getDb();
  const names = Object.keys(LISTS) as (keyof typeof LISTS)[];
  const [counts] = await db
    .select(Object.fromEntries(names.map((n) => [n, sql<number>`count(*) filter (where ${LISTS[n]})::int`])) as Record<keyof typeof LISTS, SQL<number>>)
    .from(orders);
  const [r] = await query<{ today: string; paid_today: string | number | null }>(
    db,
    sql`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as today,
      (select coalesce(sum(${netPaidPaise}), 0) from orders o where o.id in (select "orders"."id" from orders where ${WORK_LIST_CONDITIONS.paidToday})) as paid_today`,
  );
  const figure = Object.fromEntries(names.map((n) => [n, Number(counts![n])])) as Record<keyof typeof LISTS, number>;
  return { today: r!.today, ...figure, paidTodayPaise: Number(r!.paid_today ?? 0) };
}

/** Where each figure leads in the order queue: the same orders it counts. */
export function todaysWorkLinks(today: string) {
  return {
    ordersToday: `/admin/orders?from=${today}&to=${today}`,
    codToConfirm: `/admin/orders?status=${ORDER_STATUS.WAITING}&method=${PAYMENT_METHOD.COD}`,
    toPack: '/admin/orders?work=toPack',
    toShip: `/admin/orders?status=${ORDER_STATUS.PARTIALLY_FULFILLED}`,
    inTransit: `/admin/orders?status=${ORDER_STATUS.SHIPPED}`,
    paidToday: '/admin/orders?work=paidToday',
  };
}
