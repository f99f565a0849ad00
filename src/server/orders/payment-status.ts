import { getDb } from '../db/client';
import { log } from '../log';
import { paymentStatusLabel, PAYMENT_STATUS } from '../../lib/order-status';
import { PAYMENT_METHOD } from '../../lib/shipping';
import type { PaymentStatusAnswer } from '../../lib/order-types';
import { applyGatewayUpdate, payloadHash } from '../payments/apply-update';
import { latestAttempt, type Attempt } from '../payments/attempts';
import type { GatewayName } from '../payments/gateway';
import { gatewayNamed } from '../payments/gateways';
import { getOwnOrder, getOwnOrderRow } from './order-queries';

/**
 * Asks the gateway about a pending attempt and records the answer. A gateway that cannot be
 * reached leaves things as they are: the next check (or its callback) settles it.
 */
export async function reconcileAttempt(attempt: Attempt): Promise<void> {
  if (attempt.state !== 'PENDING') return;
  const gateway = attempt.gateway as GatewayName;
  try {
    const update = await gatewayNamed(gateway).fetchStatus(attempt.merchantOrderId);
    if (!update) return;
    const hash = payloadHash(`${update.state}|${update.transactionId ?? ''}`);
    await applyGatewayUpdate(gateway, update, 'status', hash);
  } catch (err) {
    log('warn', 'payment status check failed', { paymentId: attempt.id, error: err instanceof Error ? err.message : String(err) });
  }
}

/** GET /order/payment/status: the caller's own order, with a pending online payment checked first. */
export async function getPaymentStatus(customerId: string, orderId: string): Promise<PaymentStatusAnswer> {
  const db = await getDb();
  const row = await getOwnOrderRow(customerId, orderId);
  let attempt = row.paymentMethod === PAYMENT_METHOD.ONLINE ? await latestAttempt(db, row.id) : null;
  if (attempt && row.paymentStatus === PAYMENT_STATUS.PENDING && attempt.state === 'PENDING') {
    await reconcileAttempt(attempt);
    attempt = await latestAttempt(db, row.id);
  }
  const order = await getOwnOrder(customerId, orderId);
  return {
    order,
    orderId: attempt?.merchantOrderId ?? order._id,
    status: paymentStatusLabel(order.paymentStatus).name,
    referenceId: attempt?.transactionId ?? '',
  };
}
