import { getDb } from '#server/platform/db/client';
import { conflict, DomainError } from '#server/platform/errors';
import type { Customer } from '#server/auth';
import { PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import type { CreateOrderAnswer } from '#lib/order-types';
import { latestAttempt, MAX_ATTEMPTS, openAttempt, startAttempt, lockAttempts, activeGateway } from '#server/payments';
import { getOwnOrderRow, moveOrder } from '#server/orders';
import { reconcileAttempt } from './payment-status';

/**
 * A new online payment attempt for the same order (after a failure, or a payment page left
 * unfinished). The amount is the order's, fixed when it was placed. Opening it closes the
 * earlier attempt, so only one can take the shopper's money.
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
  const next = (last?.attempt ?? 0) + 1;
  if (next > MAX_ATTEMPTS) {
    throw new DomainError('too_many', `This order has had ${MAX_ATTEMPTS} payment attempts, the most we allow. Contact us and we will help you complete the payment.`);
  }
  const attempt = await db.transaction(async (tx) => {
    await lockAttempts(tx, order.id);
    await moveOrder(tx, order.id, 'paymentRetried', { actor: { kind: 'customer', id: customer.id }, data: { attempt: next } });
    const opened = await openAttempt(tx, order, next, activeGateway().name);
    if (!opened) throw conflict('A new payment for this order is already being started. Wait a moment and check its status.');
    return opened;
  });
  return { orderId: order.id, paymentRedirectUrl: await startAttempt(attempt, customer.mobileNumber) };
}
