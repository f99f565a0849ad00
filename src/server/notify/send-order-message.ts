import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '#server/platform/db/client';
import { customers, notificationPreferences, orderEvents, orderMessages, orders, type MessageChannel } from '#server/platform/db/schema/index';
import { env } from '#server/platform/env';
import { log } from '#server/platform/log';
import { schedule } from '#server/platform/jobs/job-queue';
import { signConfirmationToken } from '#server/cod';
import { EVENT_MESSAGES } from './event-messages';
import { signReviewToken } from './review-link';
import { notifiers } from './notifiers';
import type { NotifyResult } from './notifier';
import { ORDER_MESSAGE_JOB } from './queue-order-messages';

const PayloadSchema = z.object({ eventId: z.number().int().positive(), channel: z.enum(['sms', 'whatsapp']) });

/** How long one send may hold a message before another worker may take it over. */
const LEASE_MS = 2 * 60_000;
/** Tries per message before a retryable fault counts as failure. */
export const MAX_MESSAGE_ATTEMPTS = 8;

/** 30 s, 1, 2, 4 … minutes, at most an hour; a provider's Retry-After wins when longer. */
export function messageRetryDelayMs(attempts: number, retryAfterMs?: number): number {
  const backoff = Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, retryAfterMs ?? 0);
}

type Claimed = { id: number; attempts: number };

/**
 * Takes the message of (event, channel) for this worker. The unique key lets exactly one insert
 * win; afterwards a message is taken over only once its lease or retry time has passed, so two
 * workers (or instances) never send the same message at once, and a sent one never again.
 */
async function claim(db: Db, eventId: number, orderId: string, channel: MessageChannel, template: string, now: Date): Promise<Claimed | null> {
  const until = new Date(now.getTime() + LEASE_MS);
  const [fresh] = await db
    .insert(orderMessages)
    .values({ orderEventId: eventId, orderId, channel, template, status: 'sending', attempts: 1, notBefore: until, updatedAt: now })
    .onConflictDoNothing({ target: [orderMessages.orderEventId, orderMessages.channel] })
    .returning({ id: orderMessages.id, attempts: orderMessages.attempts });
  if (fresh) return fresh;
  const [again] = await db
    .update(orderMessages)
    .set({ status: 'sending', attempts: sql`${orderMessages.attempts} + 1`, notBefore: until, updatedAt: now })
    .where(
      and(
        eq(orderMessages.orderEventId, eventId),
        eq(orderMessages.channel, channel),
        inArray(orderMessages.status, ['sending', 'retrying']),
        lte(orderMessages.notBefore, now),
      ),
    )
    .returning({ id: orderMessages.id, attempts: orderMessages.attempts });
  return again ?? null;
}

async function settle(db: Db, id: number, now: Date, set: Partial<typeof orderMessages.$inferInsert>): Promise<void> {
  await db.update(orderMessages).set({ ...set, updatedAt: now }).where(eq(orderMessages.id, id));
}

async function optedOutOfWhatsApp(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ out: notificationPreferences.whatsappOptOut })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerId, customerId))
    .limit(1);
  return row?.out ?? false;
}

/**
 * The `order-message` job: sends one event's message on one channel, in the shopper's language,
 * and records what became of it. A retryable failure (timeout, 5xx, rate limit) is tried again later by a job of its own,
 * after the backoff or the provider's Retry-After; a permanent one is recorded as failed. The
 * job itself always succeeds, so the queue's own retries never send a second copy.
 */
export async function sendOrderMessage(payload: unknown, ctx: { now: Date }): Promise<void> {
  const { eventId, channel } = PayloadSchema.parse(payload);
  const now = ctx.now;
  const db = await getDb();
  const [row] = await db
    .select({ kind: orderEvents.kind, data: orderEvents.data, order: orders, language: customers.language })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orderEvents.id, eventId))
    .limit(1);
  const build = row ? (EVENT_MESSAGES as Record<string, ((typeof EVENT_MESSAGES)['placed'])>)[row.kind] : undefined;
  if (!row || !build) return;
  const e = env();
  const order = row.order;
  // The account's language as it is when the message goes, not when the order was placed.
  const language = row.language ?? 'en';
  const message = build({
    orderId: order.id,
    customerName: order.customerName,
    paymentMethod: order.paymentMethod,
    data: row.data,
    siteUrl: e.PUBLIC_SITE_URL,
    codToken: () => signConfirmationToken(order.id, order.createdAt, e),
    reviewToken: (deliveredAt) => signReviewToken(order.id, deliveredAt, e),
    language,
  });
  const claimed = await claim(db, eventId, order.id, channel, message.template, now);
  if (!claimed) return;

  const notifier = channel === 'sms' ? notifiers(e).sms : notifiers(e).whatsapp;
  if (!notifier) return settle(db, claimed.id, now, { status: 'skipped', reason: 'whatsapp-off', notBefore: null });
  if (channel === 'whatsapp' && (await optedOutOfWhatsApp(db, order.customerId))) {
    return settle(db, claimed.id, now, { status: 'skipped', reason: 'opted-out', notBefore: null });
  }
  const result: NotifyResult = await notifier.send({
    template: message.template,
    to: order.customerMobile,
    params: message.params,
    link: message.link,
    reference: `${eventId}:${channel}`,
    language,
  });
  if (result.ok) {
    return settle(db, claimed.id, now, { status: 'sent', providerMessageId: result.providerMessageId, reason: null, notBefore: null });
  }
  if (result.kind === 'permanent' || claimed.attempts >= MAX_MESSAGE_ATTEMPTS) {
    log('warn', 'order message gave up', { orderId: order.id, eventId, channel, reason: result.reason, attempts: claimed.attempts });
    return settle(db, claimed.id, now, { status: 'failed', reason: result.reason, notBefore: null });
  }
  const next = new Date(now.getTime() + messageRetryDelayMs(claimed.attempts, result.retryAfterMs));
  await db.transaction(async (tx) => {
    await settle(tx, claimed.id, now, { status: 'retrying', reason: result.reason, notBefore: next });
    await schedule(ORDER_MESSAGE_JOB, next, { eventId, channel }, tx);
  });
}
