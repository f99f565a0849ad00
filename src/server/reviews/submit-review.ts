import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { customers, orderItems, orders, reviewMedia, reviews } from '#server/platform/db/schema/index';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import { newId } from '#server/platform/db/ids';
import { badRequest, conflict, DomainError, gone, MAX_PHOTO_BYTES, notFound } from '#server/platform/errors';
import type { MediaStore } from '#server/platform/media/media-store';
import { storePhoto } from '#server/media';
import { parsePhotoRef } from '#lib/photo-ref';
import { REVIEW_PHOTOS_MAX, type ReviewFields } from '#lib/validation/reviews';
import { checkReviewToken, reviewDeadline } from '#server/notify';
import { deliveredAtOf, isExchangeOrder } from './order-lines';
import { reviewStatusOnSubmit } from './review-status';

/** Who writes the review: the signed-in buyer, or whoever holds the order's signed link. */
export type Reviewer = { customerId: string } | { token: string };

export type ReviewPhotoUpload = { name: string; bytes: Uint8Array };

export type SubmittedReview = { id: string; status: 'pending' | 'published' };

const notYours = () => notFound('We found no delivered item of yours with that id. Open the review link from your message again, or sign in.');
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
const dateText = (d: Date) => d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A photo name fit to repeat in a message: the last path part, at most 80 characters. */
function shownName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() || 'A photo';
  return base.length > 80 ? `${base.slice(0, 77)}…` : base;
}

/**
 * Keeps one photo through the photo pipeline (size, kind, pixel and width rules of product
 * photos), answering a refusal as a 400 that names the file, so the shopper knows which to change.
 */
async function keepPhoto(store: MediaStore, photo: ReviewPhotoUpload): Promise<{ ref: string; width: number; height: number }> {
  const name = shownName(photo.name);
  if (photo.bytes.byteLength > MAX_PHOTO_BYTES) throw badRequest(`${name} is over 10 MB. Choose a smaller photo (at most 10 MB).`, [{ path: 'photos', message: `${name} is over 10 MB.` }]);
  try {
    const ref = await storePhoto(store, photo.bytes, 'a review photo');
    const size = parsePhotoRef(ref)!;
    return { ref, width: size.width, height: size.height };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const message = err.code === 'unsupported_type' ? `${name} is not a photo. Choose a JPEG, PNG, WebP or AVIF photo.` : `${name}: ${err.message}`;
    throw badRequest(message, [{ path: 'photos', message }]);
  }
}

/**
 * Writes a buyer's review of one delivered order line (issue 30 item 1): the line must be the
 * reviewer's (their session's, or the signed link's order) and delivered, within 60 days of
 * delivery, and not reviewed yet. A review with words or photos waits for moderation; stars
 * alone publish at once (and the catalog version moves, so product pages show it).
 */
/** The order a review link is for; a forged link is a 404 and an expired one a 410, in plain words. */
export function linkOrderOf(token: string, now: Date): string {
  const check = checkReviewToken(token, now);
  if (!check.ok && check.why === 'expired') throw gone('This review link has expired: reviews can be written for 60 days after delivery.');
  if (!check.ok) throw notFound('This review link is not valid. Open it again from your message, exactly as it was sent.');
  return check.orderId;
}

export async function submitReview(who: Reviewer, fields: ReviewFields, photos: ReviewPhotoUpload[], store: MediaStore, now: Date): Promise<SubmittedReview> {
  const byLink = 'token' in who;
  const linkOrderId = byLink ? linkOrderOf(who.token, now) : null;
  if (photos.length > REVIEW_PHOTOS_MAX) throw badRequest(`Add at most ${REVIEW_PHOTOS_MAX} photos to one review.`, [{ path: 'photos', message: `At most ${REVIEW_PHOTOS_MAX} photos.` }]);

  const db = await getDb();
  const [line] = await db
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, fields.orderItemId))
    .limit(1);
  if (!line) throw notYours();
  if (byLink ? line.order.id !== linkOrderId : line.order.customerId !== who.customerId) throw notYours();
  const deliveredAt = await deliveredAtOf(db, line.order);
  // An exchange's parcel is reviewed as the line the buyer bought (order-lines.ts).
  if (!deliveredAt || (await isExchangeOrder(db, line.order.id))) throw notYours();
  const closes = reviewDeadline(deliveredAt);
  if (now.getTime() >= closes.getTime()) {
    throw gone(`Reviews for this order closed on ${dateText(closes)}: they can be written for 60 days after delivery.`);
  }
  const [existing] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderItemId, line.item.id)).limit(1);
  if (existing) throw alreadyReviewed(byLink);

  const kept: { ref: string; width: number; height: number }[] = [];
  for (const photo of photos) kept.push(await keepPhoto(store, photo));

  const [buyer] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, line.order.customerId)).limit(1);
  const status = reviewStatusOnSubmit(fields, kept.length);
  const id = newId();
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        id,
        productId: line.item.productId,
        orderId: line.order.id,
        orderItemId: line.item.id,
        customerId: line.order.customerId,
        reviewerName: firstName(buyer?.name ?? line.order.customerName),
        sizeName: line.item.sizeName,
        rating: fields.rating,
        title: fields.title,
        body: fields.body,
        fit: fields.fit,
        status,
        publishedAt: status === 'published' ? now : null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: reviews.orderItemId })
      .returning({ id: reviews.id });
    if (!row) return false;
    if (kept.length) await tx.insert(reviewMedia).values(kept.map((p, position) => ({ id: newId(), reviewId: id, photo: p.ref, width: p.width, height: p.height, position, createdAt: now })));
    if (status === 'published') await bumpCatalogVersion(tx);
    return true;
  });
  // Two sends at once: the second finds the first's row.
  if (!saved) throw alreadyReviewed(byLink);
  return { id, status };
}

function alreadyReviewed(byLink: boolean): DomainError {
  return byLink
    ? gone('This item has been reviewed already through this link, and each item is reviewed once. Thank you!')
    : conflict('You have reviewed this item already: each item you bought is reviewed once.');
}
