import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { orders, paymentEvents, payments } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { log } from '../log';
import { PAYMENT_STATUS } from '../../lib/order-status';
import type { GatewayName, GatewayUpdate } from './gateway';

export type ApplyResult = { applied: boolean; duplicate: boolean };

export function payloadHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Records what a gateway said about an attempt and moves the attempt and its order on. Runs in
 * one transaction; the message is stored once (a replay hits the unique key and changes
 * nothing), an attempt leaves PENDING only once, and a paid order is never marked failed.
 */
export async function applyGatewayUpdate(
  gateway: GatewayName,
  update: GatewayUpdate,
  source: 'callback' | 'status',
  hash: string,
): Promise<ApplyResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.merchantOrderId, update.merchantOrderId), eq(payments.gateway, gateway)))
      .limit(1)
      .for('update');
    if (!attempt) throw notFound('No payment attempt has that merchant order id.');
    if (update.amountPaise !== null && update.amountPaise !== attempt.amountPaise) {
      log('warn', 'payment amount mismatch', { paymentId: attempt.id, expected: attempt.amountPaise, got: update.amountPaise });
      throw badRequest('The amount in the message does not match the payment attempt.');
    }
    const recorded = await tx
      .insert(paymentEvents)
      .values({ paymentId: attempt.id, source, state: update.state, payloadHash: hash })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { applied: false, duplicate: true };
    if (update.state === 'PENDING' || attempt.state !== 'PENDING') return { applied: false, duplicate: false };

    await tx
      .update(payments)
      .set({
        state: update.state,
        transactionId: update.transactionId ?? attempt.transactionId,
        gatewayOrderId: update.gatewayOrderId ?? attempt.gatewayOrderId,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, attempt.id));

    if (update.state === 'COMPLETED') {
      await tx
        .update(orders)
        .set({ paymentStatus: PAYMENT_STATUS.PAID, updatedAt: new Date() })
        .where(and(eq(orders.id, attempt.orderId), ne(orders.paymentStatus, PAYMENT_STATUS.PAID)));
    } else {
      // Only the latest attempt decides a failure (a retry supersedes older ones), and a paid
      // attempt always wins.
      await tx
        .update(orders)
        .set({ paymentStatus: PAYMENT_STATUS.FAILED, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, attempt.orderId),
            eq(orders.paymentStatus, PAYMENT_STATUS.PENDING),
            sql`not exists (select 1 from payments p where p.order_id = ${attempt.orderId} and (p.attempt > ${attempt.attempt} or p.state = 'COMPLETED'))`,
          ),
        );
    }
    log('info', 'payment updated', { paymentId: attempt.id, orderId: attempt.orderId, state: update.state, source });
    return { applied: true, duplicate: false };
  });
}
