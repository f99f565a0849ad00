import type { Db } from '#server/platform/db/client';
import { reviewRequests } from '#server/platform/db/schema/index';
import { schedule } from '#server/platform/jobs/job-queue';

export const REVIEW_REQUEST_JOB = 'review-request';
/** How long after delivery the shop asks for reviews: time to try the clothes on and wash them once. */
export const REVIEW_REQUEST_DELAY_MS = 3 * 86_400_000;

/**
 * Part of the deliver move's effect (issue 30 item 4): the order's one review request row and its
 * timer, in the move's transaction, so a delivery rolled back asks for nothing. The reviews domain
 * sends it (its job reads the row); an order delivered twice (it cannot be) keeps its first row.
 */
export async function askForReviewsLater(tx: Db, orderId: string, deliveredAt: Date): Promise<void> {
  const dueAt = new Date(deliveredAt.getTime() + REVIEW_REQUEST_DELAY_MS);
  const [row] = await tx
    .insert(reviewRequests)
    .values({ orderId, deliveredAt, dueAt })
    .onConflictDoNothing({ target: reviewRequests.orderId })
    .returning({ orderId: reviewRequests.orderId });
  if (row) await schedule(REVIEW_REQUEST_JOB, dueAt, { orderId }, tx);
}
