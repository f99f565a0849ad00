import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orderItems, returnLines, returnRequests, reviews } from '#server/platform/db/schema/index';
import type { FitAdvice, FitCounts, FitRow, ReviewFitAnswer } from '#lib/review-fit';
import { fitAdvice } from './fit-advice';

export type FitAnswers = {
  /** every fit answer of the product */
  counts: FitCounts;
  /** per size bought, in the product's size order (sizes nobody answered for are left out) */
  bySize: FitRow[];
  /** the advice beside the sizes, or null (fewer than 5 answers, or no majority) */
  advice: FitAdvice | null;
};

const zero = (): FitCounts => ({ small: 0, true: 0, large: 0 });

/**
 * A product's fit answers: each published review's answer, plus each line exchanged for a size
 * reason ('Size too small' reads as runs small, 'Size too big' as runs large) unless the
 * exchange was rejected. A line whose buyer also published a review counts once, by the review:
 * the buyer's own words about the fit come before the reason picked on the return form.
 *
 * Exchanges do not bump the catalog version, so a page may show an exchange's answer up to the
 * catalog page cache's minute late; reviews bump it (the write side) and show at once.
 */
export async function fitAnswersOf(productId: string, sizeOrder: readonly string[] = []): Promise<FitAnswers> {
  const db = await getDb();
  const [reviewed, exchanged] = await Promise.all([
    db
      .select({ size: reviews.sizeName, fit: reviews.fit, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
      .groupBy(reviews.sizeName, reviews.fit),
    db
      .select({ size: orderItems.sizeName, reason: returnRequests.reason, n: sql<number>`count(*)::int` })
      .from(returnLines)
      .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(
        and(
          eq(orderItems.productId, productId),
          eq(returnRequests.kind, 'exchange'),
          inArray(returnRequests.reason, ['sizeTooSmall', 'sizeTooBig']),
          ne(returnRequests.status, 'rejected'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(reviews)
              .where(and(eq(reviews.orderItemId, returnLines.orderItemId), eq(reviews.status, 'published'))),
          ),
        ),
      )
      .groupBy(orderItems.sizeName, returnRequests.reason),
  ]);

  const counts = zero();
  const perSize = new Map<string, FitCounts>();
  const add = (size: string, fit: ReviewFitAnswer, n: number) => {
    counts[fit] += n;
    const row = perSize.get(size) ?? zero();
    row[fit] += n;
    perSize.set(size, row);
  };
  for (const r of reviewed) if (r.fit === 'small' || r.fit === 'true' || r.fit === 'large') add(r.size, r.fit, Number(r.n));
  for (const e of exchanged) add(e.size, e.reason === 'sizeTooSmall' ? 'small' : 'large', Number(e.n));

  const rank = (size: string) => {
    const i = sizeOrder.indexOf(size);
    return i === -1 ? sizeOrder.length : i;
  };
  const bySize = [...perSize.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([size, c]) => ({ size, ...c }));
  return { counts, bySize, advice: fitAdvice(counts) };
}
