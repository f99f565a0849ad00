import { sql, type SQL } from 'drizzle-orm';
import { query, type Db } from '#server/platform/db/client';
import { hitLimits } from '#server/auth';
import { tooManyRequests } from '#server/platform/errors';
import { PAYMENT_METHOD } from '#lib/shipping';
import { ORDER_STATUS } from '#lib/order-status';

/**
 * Per-customer limits on writes, generous for a real shopper and tight for a script
 * (the figures and their reasons are in the README's Decisions).
 */
export const WRITE_WINDOW_SECONDS = 10 * 60;
export const ADDRESS_SAVES_PER_WINDOW = 20;
export const ADDRESS_SWITCHES_PER_WINDOW = 60;
export const ORDERS_PER_WINDOW = 10;
export const OPEN_COD_ORDERS = 5;
// Literals, not parameters, so the planner can match the partial index orders_open_cod_idx.
const OPEN_COD_METHOD = sql.raw(String(PAYMENT_METHOD.COD));
const OPEN_COD_STATUS = sql.raw(String(ORDER_STATUS.WAITING));
/** A cash-on-delivery order waits for the shop to confirm it; hours, not seconds. */
const OPEN_COD_RETRY_SECONDS = 60 * 60;

export async function countAddressSave(customerId: string): Promise<void> {
  await hitLimits([
    {
      bucket: `address-save:customer:${customerId}`,
      max: ADDRESS_SAVES_PER_WINDOW,
      windowSeconds: WRITE_WINDOW_SECONDS,
      message: `You have saved ${ADDRESS_SAVES_PER_WINDOW} addresses in the last few minutes. Please try again in {wait}.`,
    },
  ]);
}

export async function countAddressSwitch(customerId: string): Promise<void> {
  await hitLimits([
    {
      bucket: `address-switch:customer:${customerId}`,
      max: ADDRESS_SWITCHES_PER_WINDOW,
      windowSeconds: WRITE_WINDOW_SECONDS,
      message: 'You have changed your delivery address many times in the last few minutes. Please try again in {wait}.',
    },
  ]);
}

function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/** What the order limits judge by, read in the look before an order or under the customer's lock. */
export type OrderLimitCounts = { recent: number; retry: number | string | null; open_cod: number };

/**
 * The counts as a one-row fragment: two lookups, each on its own index (recent orders by time,
 * open COD orders by the partial index).
 */
export function orderLimitsSql(customerId: string): SQL {
  return sql`select recent.n as recent, recent.retry, (select count(*)::int from orders
                 where customer_id = ${customerId} and payment_method = ${OPEN_COD_METHOD} and status = ${OPEN_COD_STATUS}) as open_cod
        from (select count(*)::int as n,
                     ceil(extract(epoch from (min(created_at) + make_interval(secs => ${WRITE_WINDOW_SECONDS}) - now()))) as retry
              from orders where customer_id = ${customerId} and created_at > now() - make_interval(secs => ${WRITE_WINDOW_SECONDS})) recent`;
}

/** Refuses (429) an order past the per-customer limits the counts show. */
export function judgeOrderLimits(row: OrderLimitCounts | undefined, paymentMethod: number): void {
  if (Number(row?.recent ?? 0) >= ORDERS_PER_WINDOW) {
    const wait = Math.max(1, Number(row?.retry ?? WRITE_WINDOW_SECONDS));
    throw tooManyRequests(`You have placed ${ORDERS_PER_WINDOW} orders in the last few minutes. Please try again in ${describeWait(wait)}.`, wait);
  }
  if (paymentMethod === PAYMENT_METHOD.COD && Number(row?.open_cod ?? 0) >= OPEN_COD_ORDERS) {
    throw tooManyRequests(
      `You already have ${OPEN_COD_ORDERS} cash on delivery orders waiting for confirmation. Please wait until we confirm them, or pay online for this order.`,
      OPEN_COD_RETRY_SECONDS,
    );
  }
}

/**
 * Orders are their own record, so the limit counts them instead of a separate bucket: a repeat
 * of an order already placed (same Idempotency-Key) never counts, and the count is exact when
 * read under the customer's row lock.
 */
export async function assertMayPlaceOrder(db: Db, customerId: string, paymentMethod: number): Promise<void> {
  const [row] = await query<OrderLimitCounts>(db, orderLimitsSql(customerId));
  judgeOrderLimits(row, paymentMethod);
}
