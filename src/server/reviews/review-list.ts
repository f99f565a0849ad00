import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { reviewMedia, reviews } from '#server/platform/db/schema/index';
import type { ReviewList, ReviewPhoto } from '#lib/review-types';
import { parseReviewQuery, REVIEWS_PER_PAGE } from '#lib/review-query';

const published = (productId: string) => and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
const shownAt = sql<Date>`coalesce(${reviews.publishedAt}, ${reviews.createdAt})`;

/**
 * One page of a product's published reviews for `params` (the page's query string): sorted
 * newest first, photos first or lowest rating first, filtered by size bought and fit answer.
 * Pending, rejected and hidden reviews never show.
 */
export async function listReviews(productId: string, params: URLSearchParams, sizeOrder: readonly string[] = []): Promise<ReviewList> {
  const db = await getDb();
  const sizeRows = await db
    .select({ size: reviews.sizeName, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(published(productId))
    .groupBy(reviews.sizeName);
  const rank = (s: string) => (sizeOrder.includes(s) ? sizeOrder.indexOf(s) : sizeOrder.length);
  const sizes = sizeRows
    .map((r) => ({ size: r.size, count: Number(r.count) }))
    .sort((a, b) => rank(a.size) - rank(b.size) || a.size.localeCompare(b.size));
  const asked = parseReviewQuery(params, sizes.map((s) => s.size));

  const where: SQL[] = [published(productId)!];
  if (asked.size) where.push(eq(reviews.sizeName, asked.size));
  if (asked.fit) where.push(eq(reviews.fit, asked.fit));
  const filter = and(...where);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(filter);
  const pages = Math.max(1, Math.ceil(Number(total) / REVIEWS_PER_PAGE));
  const query = { ...asked, page: Math.min(asked.page, pages) };

  const hasPhotos = exists(db.select({ one: sql`1` }).from(reviewMedia).where(eq(reviewMedia.reviewId, reviews.id)));
  const newest = [desc(shownAt), desc(reviews.id)];
  const order =
    query.sort === 'photos' ? [desc(sql`${hasPhotos}`), ...newest] : query.sort === 'lowest' ? [asc(reviews.rating), ...newest] : newest;
  const rows = await db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      sizeName: reviews.sizeName,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      fit: reviews.fit,
      shownAt,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
    })
    .from(reviews)
    .where(filter)
    .orderBy(...order)
    .limit(REVIEWS_PER_PAGE)
    .offset((query.page - 1) * REVIEWS_PER_PAGE);

  const media = rows.length
    ? await db
        .select({ reviewId: reviewMedia.reviewId, photo: reviewMedia.photo, width: reviewMedia.width, height: reviewMedia.height })
        .from(reviewMedia)
        .where(inArray(reviewMedia.reviewId, rows.map((r) => r.id)))
        .orderBy(asc(reviewMedia.position), asc(reviewMedia.createdAt))
    : [];
  const photosOf = new Map<string, ReviewPhoto[]>();
  for (const m of media) photosOf.set(m.reviewId, [...(photosOf.get(m.reviewId) ?? []), { photo: m.photo, width: m.width, height: m.height }]);

  const items = rows.map((r) => ({
    id: r.id,
    reviewerName: r.reviewerName,
    sizeName: r.sizeName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    fit: r.fit,
    publishedAt: new Date(r.shownAt),
    photos: photosOf.get(r.id) ?? [],
    reply: r.reply,
    repliedAt: r.repliedAt,
  }));
  return { query, sizes, items, total: Number(total), pages };
}
