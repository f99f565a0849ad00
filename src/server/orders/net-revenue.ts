import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';

/**
 * Revenue as the order ledger counts it (issue 35), for SQL over `orders o`: an order counts
 * when its money is (still partly) with the shop and it was not cancelled, for its total less
 * what went back (gateway refunds not refused; a COD order's refunded returns and the price
 * differences paid back on its exchanges).
 */
export const countsAsRevenue: SQL = sql`(o.status <> ${ORDER_STATUS.CANCELLED} and o.payment_status in (${PAYMENT_STATUS.PAID}, ${PAYMENT_STATUS.PARTIALLY_REFUNDED}))`;

export const netPaidPaise: SQL = sql`(o.total_paise
  - (select coalesce(sum(f.amount_paise), 0) from refunds f where f.order_id = o.id and f.reason = 'order' and f.state <> 'FAILED')
  - (select coalesce(sum(x.refund_paise), 0) from return_requests x where x.order_id = o.id and x.status in ('refunded', 'exchangeShipped') and o.payment_method = ${PAYMENT_METHOD.COD}))`;
