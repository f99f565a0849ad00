import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '#server/platform/db/client';
import { customers, orders, reviewRequests } from '#server/platform/db/schema/index';
import { env } from '#server/platform/env';
import { schedule } from '#server/platform/jobs/job-queue';
import { recordOrderEvent, REVIEW_REQUEST_JOB } from '#server/orders';
import { getWhatsAppChoice } from '#server/notify';
import { nextSendableTime } from '#lib/quiet-hours';
import { isExchangeOrder, reviewableOrder } from './order-lines';

const PayloadSchema = z.object({ orderId: z.string().min(1) });

export type ReviewRequestOutcome = 'sent' | 'skipped' | 'later' | 'none';

/** The address of an order's review form, signed for that order. */
async function skip(orderId: string, reason: string): Promise<ReviewRequestOutcome> {
  const db = await getDb();
  await db.update(reviewRequests).set({ skippedReason: reason }).where(and(eq(reviewRequests.orderId, orderId), isNull(reviewRequests.sentAt), isNull(reviewRequests.skippedReason)));
  return 'skipped';
}

/**
 * The `review-request` job (issue 30 item 4), three days after delivery: asks the buyer once for
 * reviews of the order's lines, with the signed link. It asks nobody who turned WhatsApp off in
 * My Account (the consent rule of the cart reminders, on any channel), nothing when every line
 * is reviewed already or the 60 days are over, and never at night in India (it waits for
 * morning). The message is an order event's (`reviewRequested`), so it is an order_messages row
 * like every order message, on one channel; the request row is claimed in the same transaction,
 * so a job run twice sends once.
 */
export async function reviewRequestJob(payload: unknown, ctx: { now: Date }): Promise<void> {
  await askForReviews(PayloadSchema.parse(payload).orderId, ctx.now);
}

export async function askForReviews(orderId: string, now: Date): Promise<ReviewRequestOutcome> {
  const db = await getDb();
  const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId)).limit(1);
  if (!request || request.sentAt || request.skippedReason) return 'none';
  if (now.getTime() < request.dueAt.getTime()) return 'none';
  if (await isExchangeOrder(db, orderId)) return skip(orderId, 'exchange');
  const order = await reviewableOrder(db, orderId);
  if (!order) return skip(orderId, 'not-delivered');
  if (now.getTime() >= order.closesAt.getTime()) return skip(orderId, 'expired');
  if (order.lines.every((l) => l.review !== null)) return skip(orderId, 'all-reviewed');
  if (!(await getWhatsAppChoice(order.customerId)).whatsapp) return skip(orderId, 'opted-out');
  const [buyer] = await db.select({ erasedAt: customers.erasedAt }).from(customers).where(eq(customers.id, order.customerId)).limit(1);
  if (!buyer || buyer.erasedAt) return skip(orderId, 'erased');
  const sendable = nextSendableTime(now);
  if (sendable > now) {
    await schedule(REVIEW_REQUEST_JOB, sendable, { orderId });
    return 'later';
  }
  const e = env();
  const sent = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(reviewRequests)
      .set({ sentAt: now, channel: e.NOTIFY_WHATSAPP === 'cloud' ? 'whatsapp' : 'sms' })
      .where(and(eq(reviewRequests.orderId, orderId), isNull(reviewRequests.sentAt), isNull(reviewRequests.skippedReason)))
      .returning({ orderId: reviewRequests.orderId });
    if (!claimed) return false;
    await recordOrderEvent(tx, orderId, 'reviewRequested', { actor: { kind: 'system' }, data: { deliveredAt: order.deliveredAt.toISOString() } });
    return true;
  });
  return sent ? 'sent' : 'none';
}

/** For the dev hook: runs the review request of the newest delivered order of one mobile number as if the clock read `now`. */
export async function runReviewRequestFor(mobileNumber: string, now: Date): Promise<ReviewRequestOutcome> {
  const db = await getDb();
  const [row] = await db
    .select({ orderId: reviewRequests.orderId })
    .from(reviewRequests)
    .innerJoin(orders, eq(orders.id, reviewRequests.orderId))
    .where(and(eq(orders.customerMobile, mobileNumber), isNull(reviewRequests.sentAt), isNull(reviewRequests.skippedReason)))
    .limit(1);
  return row ? askForReviews(row.orderId, now) : 'none';
}
