import type { orders } from '#server/platform/db/schema/index';
import { PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';

/** A cancelled order whose online payment is (partly) still with the shop owes the shopper money. */
export function owesRefund(order: Pick<typeof orders.$inferSelect, 'paymentMethod' | 'paymentStatus'>): boolean {
  return (
    order.paymentMethod === PAYMENT_METHOD.ONLINE &&
    (order.paymentStatus === PAYMENT_STATUS.PAID || order.paymentStatus === PAYMENT_STATUS.PARTIALLY_REFUNDED)
  );
}
