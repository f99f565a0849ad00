import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '../db/client';
import { orders } from '../db/schema';
import { conflict } from '../http/errors';
import type { Customer } from '../auth/session';
import { PAYMENT_STATUS } from '../../lib/order-status';
import { PAYMENT_METHOD } from '../../lib/shipping';
import type { CreateOrderAnswer } from '../../lib/order-types';
import { latestAttempt, openAttempt, startAttempt } from '../payments/attempts';
import { activeGateway } from '../payments/gateways';
import { getOwnOrderRow } from './order-queries';
import { reconcileAttempt } from './payment-status';

/**
 * A new online payment attempt for the same order (after a failure, or a payment page left
 * unfinished). The amount is the order's, fixed when it was placed.
 */
export async function retryPayment(customer: Customer, orderId: string): Promise<CreateOrderAnswer> {
  const db = await getDb();
  let order = await getOwnOrderRow(customer.id, orderId);
  if (order.paymentMethod !== PAYMENT_METHOD.ONLINE) throw conflict('This order is paid on delivery: there is no online payment to retry.');
  const last = await latestAttempt(db, order.id);
  // A payment that went through meanwhile must not be collected twice.
  if (last?.state === 'PENDING') {
    await reconcileAttempt(last);
    order = await getOwnOrderRow(customer.id, orderId);
  }
  if (order.paymentStatus === PAYMENT_STATUS.PAID) throw conflict('This order is already paid.');
  if (order.paymentStatus !== PAYMENT_STATUS.FAILED && order.paymentStatus !== PAYMENT_STATUS.PENDING) {
    throw conflict('The payment of this order cannot be retried any more. Contact us for help.');
  }
  const attempt = await openAttempt(db, order, (last?.attempt ?? 0) + 1, activeGateway().name);
  if (!attempt) throw conflict('A new payment for this order is already being started. Wait a moment and check its status.');
  await db
    .update(orders)
    .set({ paymentStatus: PAYMENT_STATUS.PENDING, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, [PAYMENT_STATUS.FAILED, PAYMENT_STATUS.PENDING])));
  return { orderId: order.id, paymentRedirectUrl: await startAttempt(attempt, customer.mobileNumber) };
}
