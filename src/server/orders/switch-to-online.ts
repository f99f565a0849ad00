import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { orders, type PayNowFigures } from '#server/platform/db/schema/index';
import { orderStatusLabel, ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { recordOrderEvent, type MoveDetails } from './transitions';

type OrderRow = typeof orders.$inferSelect;

/** A COD order may still be paid online until it leaves: waiting for confirmation or confirmed. */
const BEFORE_DISPATCH: readonly number[] = [ORDER_STATUS.WAITING, ORDER_STATUS.CONFIRMED];

/** Why this order cannot switch to online payment now, in the shopper's words; null when it can. */
export function payNowRefusal(o: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'status'>): string | null {
  if (o.paymentMethod !== PAYMENT_METHOD.COD) return 'This order is already paid online.';
  if (o.paymentStatus !== PAYMENT_STATUS.PENDING) return 'This order has been paid, so there is nothing to pay online.';
  if (!BEFORE_DISPATCH.includes(o.status)) {
    return `This order is ${orderStatusLabel(o.status).name}, so it can no longer be paid online. It stays cash on delivery.`;
  }
  return null;
}

/**
 * Makes a COD order an online one with the figures its 'Pay now and save' attempt was opened
 * with: the online shipping rate, no COD charge, the prepaid discount. Called in the transaction
 * that records the attempt's payment, just before the transition module's `paymentSucceeded`;
 * the order row is locked here first. False (nothing changed) when the order may no longer
 * switch, e.g. it was cancelled or shipped meanwhile; the caller then refunds the payment.
 */
export async function switchToOnline(tx: Db, orderId: string, to: PayNowFigures, details: MoveDetails): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  if (!order || payNowRefusal(order) !== null) return false;
  await tx
    .update(orders)
    .set({ paymentMethod: PAYMENT_METHOD.ONLINE, shippingPaise: to.shippingPaise, codFeePaise: 0, prepaidDiscountPaise: to.prepaidDiscountPaise, totalPaise: to.totalPaise, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  await recordOrderEvent(tx, orderId, 'switchedToOnline', {
    ...details,
    data: {
      ...details.data,
      from: { paymentMethod: order.paymentMethod, shippingPaise: order.shippingPaise, codFeePaise: order.codFeePaise, totalPaise: order.totalPaise },
      to,
    },
  });
  return true;
}
