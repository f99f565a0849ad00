import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orders } from '#server/platform/db/schema/index';
import { conflict, DomainError } from '#server/platform/errors';
import type { Customer } from '#server/auth';
import type { CreateOrderAnswer } from '#lib/order-types';
import { latestAttempt, MAX_ATTEMPTS, openAttempt, redirectForReplay, startAttempt, lockAttempts, activeGateway } from '#server/payments';
import { getOwnOrderRow, recordOrderEvent, payNowRefusal, quoteFor } from '#server/orders';
import { reconcileAttempt } from './payment-status';

/**
 * Starts paying a COD order online at the 'Pay now and save' price. The order stays COD until
 * the gateway says paid (src/server/payments/apply-update.ts then switches it); a failed or
 * abandoned payment changes nothing. Repeats while a payment page is open answer that same
 * page, so there is one switch at a time.
 */
export async function startPayNow(customer: Customer, orderId: string): Promise<CreateOrderAnswer> {
  const db = await getDb();
  let order = await getOwnOrderRow(customer.id, orderId);
  const last = await latestAttempt(db, order.id);
  if (last?.payNow && last.state === 'PENDING') {
    // Paid meanwhile? Then the order has switched and the refusal below says so.
    await reconcileAttempt(last);
    order = await getOwnOrderRow(customer.id, orderId);
  }
  const refusal = payNowRefusal(order);
  if (refusal) throw conflict(refusal);
  const open = await latestAttempt(db, order.id);
  if (open?.state === 'PENDING') return { orderId: order.id, paymentRedirectUrl: await redirectForReplay(order.id) };
  const quote = await quoteFor(db, order);
  if (quote.prepaidDiscountPaise <= 0 || quote.savingPaise <= 0) throw conflict('This order has no pay-now saving on offer, so it stays cash on delivery.');
  const next = (open?.attempt ?? 0) + 1;
  if (next > MAX_ATTEMPTS) {
    throw new DomainError('too_many', `This order has had ${MAX_ATTEMPTS} payment attempts, the most we allow. It stays cash on delivery.`);
  }
  const figures = { shippingPaise: quote.shippingPaise, prepaidDiscountPaise: quote.prepaidDiscountPaise, totalPaise: quote.totalPaise };
  const attempt = await db.transaction(async (tx) => {
    await lockAttempts(tx, order.id);
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const late = locked ? payNowRefusal(locked) : 'No such order on your account.';
    if (late) throw conflict(late);
    const opened = await openAttempt(tx, { id: order.id, totalPaise: quote.totalPaise }, next, activeGateway().name, figures);
    if (!opened) return null;
    await recordOrderEvent(tx, order.id, 'payNowStarted', { actor: { kind: 'customer', id: customer.id }, data: { attempt: next, ...figures } });
    return opened;
  });
  // Another request opened this attempt a moment ago: answer with its payment page.
  if (!attempt) return { orderId: order.id, paymentRedirectUrl: await redirectForReplay(order.id) };
  return { orderId: order.id, paymentRedirectUrl: await startAttempt(attempt, customer.mobileNumber) };
}
