import { and, desc, eq, lt } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { payments, type PayNowFigures } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { env } from '#server/platform/env';
import { log } from '#server/platform/log';
import { tryMoveOrder } from '#server/orders';
import type { GatewayName } from './gateway';
import { GatewayError } from './gateway';
import { gatewayNamed } from './gateways';

export type Attempt = typeof payments.$inferSelect;

/** The gateway's id for an attempt: unique, at most 63 characters of [A-Za-z0-9_-] (PhonePe's rule). */
export function merchantOrderIdFor(orderId: string, attempt: number): string {
  return `${orderId}-${attempt}`;
}

export const statusPagePath = (orderId: string) => `/order/status/${orderId}`;

/** An order may be tried this many times in all; then the shop has to help. */
export const MAX_ATTEMPTS = 5;

/**
 * Adds attempt number `attempt` to an order and closes the earlier ones still open, in the
 * caller's transaction, so an order has at most one payable attempt. Null when that number is
 * taken (another request is starting the same attempt), so two concurrent retries cannot both
 * open one.
 */
export async function openAttempt(
  db: Db,
  order: { id: string; totalPaise: number },
  attempt: number,
  gateway: GatewayName,
  payNow: PayNowFigures | null = null,
): Promise<Attempt | null> {
  await db
    .update(payments)
    .set({ state: 'CLOSED', closedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.orderId, order.id), lt(payments.attempt, attempt), eq(payments.state, 'PENDING')));
  const [row] = await db
    .insert(payments)
    .values({
      id: newId(),
      orderId: order.id,
      attempt,
      gateway,
      merchantOrderId: merchantOrderIdFor(order.id, attempt),
      amountPaise: order.totalPaise,
      payNow,
    })
    .onConflictDoNothing({ target: [payments.orderId, payments.attempt] })
    .returning();
  return row ?? null;
}

/**
 * Asks the gateway for the payment page of an attempt. When the gateway cannot be reached the
 * attempt and the order are marked failed and the shopper is sent to the order's status page,
 * which offers to try again: the order itself is kept.
 */
export async function startAttempt(attempt: Attempt, customerMobile: string): Promise<string> {
  const db = await getDb();
  const returnUrl = new URL(statusPagePath(attempt.orderId), env().PUBLIC_SITE_URL).href;
  try {
    const result = await gatewayNamed(attempt.gateway as GatewayName).createPayment({
      attemptId: attempt.id,
      merchantOrderId: attempt.merchantOrderId,
      amountPaise: attempt.amountPaise,
      returnUrl,
      customerMobile,
    });
    await db
      .update(payments)
      .set({ redirectUrl: result.redirectUrl, gatewayOrderId: result.gatewayOrderId, updatedAt: new Date() })
      .where(eq(payments.id, attempt.id));
    return result.redirectUrl;
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    log('warn', 'payment gateway refused to start a payment', { paymentId: attempt.id, error: err.message });
    await db.transaction(async (tx) => {
      const failed = await tx
        .update(payments)
        .set({ state: 'FAILED', error: err.message.slice(0, 500), updatedAt: new Date() })
        .where(and(eq(payments.id, attempt.id), eq(payments.state, 'PENDING')))
        .returning({ id: payments.id });
      // A 'Pay now and save' attempt that cannot start leaves its COD order as it was.
      if (failed.length === 0 || attempt.payNow) return;
      await tryMoveOrder(tx, attempt.orderId, 'paymentFailed', {
        actor: { kind: 'system' },
        note: 'The payment gateway could not start the payment.',
        data: { merchantOrderId: attempt.merchantOrderId },
      });
    });
    return statusPagePath(attempt.orderId);
  }
}

export async function latestAttempt(db: Db, orderId: string): Promise<Attempt | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.attempt)).limit(1);
  return row ?? null;
}

/**
 * The payment page of an order's latest attempt, for a repeated order request. The first
 * request may still be talking to the gateway, so wait a little for its answer.
 */
export async function redirectForReplay(orderId: string, waitMs = 10_000): Promise<string> {
  const db = await getDb();
  const until = Date.now() + waitMs;
  for (;;) {
    const attempt = await latestAttempt(db, orderId);
    if (attempt?.redirectUrl && attempt.state === 'PENDING') return attempt.redirectUrl;
    if (!attempt || attempt.state !== 'PENDING' || Date.now() > until) return statusPagePath(orderId);
    await new Promise((r) => setTimeout(r, 100));
  }
}
