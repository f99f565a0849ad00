import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { reviewMedia, reviews } from '#server/platform/db/schema/index';
import type { StripPhoto } from '#lib/review-types';


/** The most photos the strip's dialog carries: its props are serialised into the page's HTML. */
export const MAX_STRIP_PHOTOS = 60;

/** Every published review's photos, newest review first, each review's photos in the reviewer's order. */
export async function reviewPhotosOf(productId: string): Promise<StripPhoto[]> {
  const db = await getDb();
  return db
    .select({
      photo: reviewMedia.photo,
      width: reviewMedia.width,
      height: reviewMedia.height,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      sizeName: reviews.sizeName,
    })
    .from(reviewMedia)
    .innerJoin(reviews, eq(reviews.id, reviewMedia.reviewId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
    .orderBy(desc(sql`coalesce(${reviews.publishedAt}, ${reviews.createdAt})`), desc(reviews.id), asc(reviewMedia.position))
    .limit(MAX_STRIP_PHOTOS);
}
