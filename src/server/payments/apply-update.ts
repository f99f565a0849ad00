import { createHash } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { paymentEvents, payments } from '#server/platform/db/schema/index';
import { badRequest, notFound } from '#server/platform/errors';
import { log } from '#server/platform/log';
import { recordOrderEvent, tryMoveOrder, switchToOnline } from '#server/orders';
import type { GatewayName, GatewayUpdate } from './gateway';

/** `duplicatePaymentId`: an attempt whose money arrived after the order was paid, to be refunded. */
export type ApplyResult = { applied: boolean; duplicate: boolean; duplicatePaymentId: string | null };

export function payloadHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const GATEWAY = { actor: { kind: 'gateway' as const } };

/**
 * Locks all of an order's attempts, oldest first, before its order row: everything that
 * changes attempts and the order together takes the locks in this one order, so none deadlock.
 */
export async function lockAttempts(tx: Db, orderId: string) {
  return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.attempt)).for('update');
}

/** Closes the order's other open attempts: once money has arrived, none may take more. */
export async function closeOpenAttempts(tx: Db, orderId: string, keepPaymentId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'CLOSED', closedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'PENDING'), ne(payments.id, keepPaymentId)));
}

/**
 * Records what a gateway said about an attempt and moves the attempt and its order on. Runs in
 * one transaction; the message is stored once (a replay hits the unique key and changes
 * nothing), an attempt is settled only once, and a paid order is never marked failed. A closed
 * attempt that completes anyway either pays the order (nothing else has) or is marked a
 * duplicate, which the caller refunds once this transaction has committed.
 */
export async function applyGatewayUpdate(
  gateway: GatewayName,
  update: GatewayUpdate,
  source: 'callback' | 'status',
  hash: string,
): Promise<ApplyResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.merchantOrderId, update.merchantOrderId), eq(payments.gateway, gateway)))
      .limit(1);
    if (!found) throw notFound('No payment attempt has that merchant order id.');
    const attempt = (await lockAttempts(tx, found.orderId)).find((a) => a.id === found.id)!;
    const owed = attempt.duplicate ? attempt.id : null;
    if (update.state === 'COMPLETED' ? update.amountPaise !== attempt.amountPaise : update.amountPaise !== null && update.amountPaise !== attempt.amountPaise) {
      log('warn', 'payment amount mismatch', { paymentId: attempt.id, expected: attempt.amountPaise, got: update.amountPaise });
      throw badRequest('The amount in the message does not match the payment attempt.');
    }
    const recorded = await tx
      .insert(paymentEvents)
      .values({ paymentId: attempt.id, source, state: update.state, payloadHash: hash })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { applied: false, duplicate: true, duplicatePaymentId: owed };
    // A failed attempt that the gateway later reports completed still took the shopper's money:
    // it pays the order if it still may, else it is refunded as a duplicate below.
    const settled = attempt.state === 'COMPLETED' || (attempt.state === 'FAILED' && update.state !== 'COMPLETED');
    if (update.state === 'PENDING' || settled) return { applied: false, duplicate: false, duplicatePaymentId: owed };

    const data = { merchantOrderId: attempt.merchantOrderId, attempt: attempt.attempt, transactionId: update.transactionId, source };
    let duplicatePaymentId: string | null = null;
    if (update.state === 'COMPLETED') {
      // A 'Pay now and save' payment first makes its COD order an online one, if it still may.
      const switched = attempt.payNow ? await switchToOnline(tx, attempt.orderId, attempt.payNow, { ...GATEWAY, data }) : true;
      const moved = switched ? await tryMoveOrder(tx, attempt.orderId, 'paymentSucceeded', { ...GATEWAY, data }) : null;
      if (moved) {
        await closeOpenAttempts(tx, attempt.orderId, attempt.id);
      } else {
        // Another attempt already paid this order, or it was cancelled: the money goes back.
        duplicatePaymentId = attempt.id;
        await recordOrderEvent(tx, attempt.orderId, 'duplicatePaymentReceived', {
          ...GATEWAY,
          note: 'A payment arrived for an order that was already paid or cancelled; it is being refunded.',
          data: { ...data, amountPaise: attempt.amountPaise },
        });
      }
    } else if (attempt.state === 'PENDING' && !attempt.payNow) {
      // Only the open attempt decides a failure; a closed one failing changes nothing. A failed
      // 'Pay now and save' payment leaves its order cash on delivery, as it was.
      await tryMoveOrder(tx, attempt.orderId, 'paymentFailed', { ...GATEWAY, data });
    }
    await tx
      .update(payments)
      .set({
        state: update.state,
        duplicate: duplicatePaymentId !== null,
        transactionId: update.transactionId ?? attempt.transactionId,
        gatewayOrderId: update.gatewayOrderId ?? attempt.gatewayOrderId,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, attempt.id));
    log('info', 'payment updated', { paymentId: attempt.id, orderId: attempt.orderId, state: update.state, source, duplicate: duplicatePaymentId !== null });
    return { applied: true, duplicate: false, duplicatePaymentId };
  });
}
