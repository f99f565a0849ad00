import { getDb } from '#server/platform/db/client';
import { log } from '#server/platform/log';
import { paymentStatusLabel, PAYMENT_STATUS, awaitsPayment } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import type { PaymentStatusAnswer } from '#lib/order-types';
import { latestAttempt, type Attempt, checkAttemptAtGateway, paymentWindowEndOf } from '#server/payments';
import { getOwnOrder, getOwnOrderRow, payNowOfferFor } from '#server/orders';

/**
 * Asks the gateway about an open or closed attempt and records the answer (a closed one may
 * still have been paid: PhonePe cannot cancel a checkout). A gateway that cannot be reached
 * leaves things as they are: the next check (or its callback) settles it.
 */
export async function reconcileAttempt(attempt: Attempt): Promise<void> {
  if (attempt.state !== 'PENDING' && attempt.state !== 'CLOSED') return;
  try {
    await checkAttemptAtGateway(attempt);
  } catch (err) {
    log('warn', 'payment status check failed', { paymentId: attempt.id, error: err instanceof Error ? err.message : String(err) });
  }
}

/** GET /order/payment/status: the caller's own order, with a pending online payment checked first. */
export async function getPaymentStatus(customerId: string, orderId: string): Promise<PaymentStatusAnswer> {
  const db = await getDb();
  let row = await getOwnOrderRow(customerId, orderId);
  let attempt = await latestAttempt(db, row.id);
  // A COD order's open 'Pay now and save' payment is checked too: paid, it makes the order online.
  if (attempt && row.paymentStatus === PAYMENT_STATUS.PENDING && attempt.state === 'PENDING') {
    await reconcileAttempt(attempt);
    attempt = await latestAttempt(db, row.id);
    row = await getOwnOrderRow(customerId, orderId);
  }
  if (row.paymentMethod !== PAYMENT_METHOD.ONLINE) attempt = null;
  const order = await getOwnOrder(customerId, orderId);
  const windowEnd = awaitsPayment(order) ? await paymentWindowEndOf(db, { id: row.id, createdAt: row.createdAt }) : null;
  return {
    order,
    orderId: attempt?.merchantOrderId ?? order._id,
    status: paymentStatusLabel(order.paymentStatus).name,
    referenceId: attempt?.transactionId ?? '',
    paymentWindowEndsAt: windowEnd?.toISOString() ?? null,
    payNow: await payNowOfferFor(db, row),
  };
}
