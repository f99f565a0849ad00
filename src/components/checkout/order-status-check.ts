import { isSuccessfulOrder, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import type { PaymentStatusAnswer } from '#lib/order-types';
import { storedToken } from '../../client/api-client';
import { fetchPaymentStatus } from './checkout-api';

/**
 * What the status page shows. Only `success` and `failed` with an answer are outcomes the
 * order's owner can rely on; the others leave the cart alone.
 */
export type StatusView =
  | { kind: 'checking' }
  | { kind: 'sign-in' }
  | { kind: 'success'; answer: PaymentStatusAnswer }
  | { kind: 'pending'; answer: PaymentStatusAnswer; windowEndsAt: string }
  | { kind: 'failed'; answer: PaymentStatusAnswer }
  | { kind: 'unreachable' };

export const isDefinitive = (view: StatusView) => view.kind === 'success' || view.kind === 'failed';

/** A payment page left a moment ago may not be settled yet: ask a few more times before saying so. */
const PENDING_CHECKS = 5;
const PENDING_INTERVAL_MS = 2000;

const wait = (ms: number) => new Promise((r) => window.setTimeout(r, ms));

/**
 * Asks the server (which asks the gateway) until the order has an outcome or the checks run
 * out. Someone signed out, or signed in to another account, is asked to sign in: the server
 * answers them as if the order did not exist, and so does this page.
 */
export async function checkOrderStatus(orderId: string, live: () => boolean): Promise<StatusView | null> {
  if (!orderId || !storedToken()) return { kind: 'sign-in' };
  for (let check = 1; ; check++) {
    const r = await fetchPaymentStatus(orderId);
    if (!live()) return null;
    if (r.status === 401 || r.status === 404) return { kind: 'sign-in' };
    if (r.status !== 200 || !r.data) return { kind: 'unreachable' };
    const answer = r.data;
    const { order } = answer;
    if (isSuccessfulOrder(order.paymentMethod, order.paymentStatus)) return { kind: 'success', answer };
    const pending = order.paymentMethod === PAYMENT_METHOD.ONLINE && order.paymentStatus === PAYMENT_STATUS.PENDING && answer.paymentWindowEndsAt;
    if (!pending) return { kind: 'failed', answer };
    if (check >= PENDING_CHECKS) return { kind: 'pending', answer, windowEndsAt: answer.paymentWindowEndsAt! };
    await wait(PENDING_INTERVAL_MS);
    if (!live()) return null;
  }
}
