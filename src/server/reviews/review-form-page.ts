import { getDb } from '#server/platform/db/client';
import { notFound } from '#server/platform/errors';
import { orderNumber } from '#lib/order-status';
import { checkReviewToken } from '#server/notify';
import { reviewableOrder, type ReviewableLine } from './order-lines';

/** What the review form island is given: the order's lines and whether reviews are still open. */
export type ReviewFormPage = { orderId: string; orderNumber: string; open: boolean; closesAt: string; lines: ReviewableLine[] };

export type ReviewFormOutcome = { kind: 'form'; page: ReviewFormPage } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * The review page of a signed link (/review/[token]): its order's delivered lines, or why the
 * link no longer opens (expired after 60 days, or not a link the shop made).
 */
export async function reviewFormFor(token: string, now: Date): Promise<ReviewFormOutcome> {
  const check = checkReviewToken(token, now);
  if (!check.ok) return { kind: check.why === 'expired' ? 'expired' : 'invalid' };
  const order = await reviewableOrder(await getDb(), check.orderId);
  if (!order) return { kind: 'invalid' };
  return { kind: 'form', page: { orderId: order.orderId, orderNumber: orderNumber(order.orderId), open: now < order.closesAt, closesAt: order.closesAt.toISOString(), lines: order.lines } };
}

/** The same for a signed-in buyer's own delivered order (My Account): 404 for anyone else's. */
export async function ownReviewForm(customerId: string, orderId: string, now: Date): Promise<ReviewFormPage> {
  const order = await reviewableOrder(await getDb(), orderId);
  if (!order || order.customerId !== customerId) throw notFound('We found no delivered order of yours with that id.');
  return { orderId: order.orderId, orderNumber: orderNumber(order.orderId), open: now < order.closesAt, closesAt: order.closesAt.toISOString(), lines: order.lines };
}
