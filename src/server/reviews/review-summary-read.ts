import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { reviews } from '#server/platform/db/schema/index';
import { EMPTY_TALLY, ratingBars, summaryOfTally, type StarTally } from '#lib/review-summary';
import type { ProductReviewSummary } from '#lib/review-types';

/** A product's rating summary and bars from its published reviews (the catalog's cards read the same rows). */
export async function reviewSummaryOf(productId: string): Promise<ProductReviewSummary> {
  const db = await getDb();
  const rows = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
    .groupBy(reviews.rating);
  const tally = [...EMPTY_TALLY];
  for (const r of rows) if (r.rating >= 1 && r.rating <= 5) tally[r.rating - 1] = Number(r.n);
  const t = tally as unknown as StarTally;
  return { summary: summaryOfTally(t), bars: ratingBars(t), tally: t };
}
