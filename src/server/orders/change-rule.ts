import { ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import type { orders } from '#server/platform/db/schema/index';

type OrderRow = typeof orders.$inferSelect;

const S = ORDER_STATUS;

/** The statuses an order may be changed from (size, colour, quantity, address, a line removed): before it ships. */
export const CHANGEABLE = [S.WAITING, S.CONFIRMED, S.PARTIALLY_FULFILLED, S.ON_HOLD] as readonly number[];

export const CHANGE_RULES = {
  shipped: 'This order has shipped and can no longer be changed.',
  cancelled: 'This order is cancelled, so it can no longer be changed.',
  lastLine: "This is the order's only item. Cancel the order instead.",
  unpaidOnline: 'This online order is not paid yet, so its total cannot change now: its payment is for the old total. Change the size or colour at the same price, or wait until it is paid.',
} as const;

/**
 * Why the order cannot be changed now, or null. A change happens only before shipping, so
 * before the tax invoice (issued when the order ships): the invoice is issued for the changed
 * order and no credit note is needed.
 */
export function changeRefusal(order: Pick<OrderRow, 'status'>): string | null {
  if (CHANGEABLE.includes(order.status)) return null;
  return order.status === S.CANCELLED ? CHANGE_RULES.cancelled : CHANGE_RULES.shipped;
}

/** An online order whose money has arrived (and not all gone back): a lower total is refunded through its gateway. */
export function paidOnline(order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>): boolean {
  return order.paymentMethod === PAYMENT_METHOD.ONLINE && (order.paymentStatus === PAYMENT_STATUS.PAID || order.paymentStatus === PAYMENT_STATUS.PARTIALLY_REFUNDED);
}
