import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { reviewMedia, reviews } from '#server/platform/db/schema/index';
import type { Rating } from '#lib/catalog-types';
import { EMPTY_TALLY, type StarTally } from '#lib/review-summary';

/**
 * What the catalog snapshot carries of reviews (issue 30): per product, how many published
 * reviews gave each star (the cards' and the API's figures) and its newest few published reviews
 * (the API's `ratings` and the JSON-LD's Review items). Only published rows: a pending, rejected
 * or hidden review counts nowhere. The product page lists the rest itself (#server/reviews).
 *
 * The reviews table is read here rather than through #server/reviews so the catalog and the
 * reviews domain never import each other (the reviews' write side may read the catalog).
 */
export const NEWEST_IN_SNAPSHOT = 10;

export type ReviewFigures = { tallies: Map<string, StarTally>; newest: Map<string, Rating[]> };

type Query = () => PromiseLike<unknown>;

/** `run` is the snapshot's: side by side on a pool, in turn on one connection. */
export async function loadReviewFigures(db: Db, oneConnection: boolean): Promise<ReviewFigures> {
  const isPublished = eq(reviews.status, 'published');
  const tallyRows = () =>
    db.select({ productId: reviews.productId, rating: reviews.rating, n: sql<number>`count(*)::int` }).from(reviews).where(isPublished).groupBy(reviews.productId, reviews.rating);
  const ranked = db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      shownAt: sql<string>`coalesce(${reviews.publishedAt}, ${reviews.createdAt})`.as('shown_at'),
      rank: sql<number>`row_number() over (partition by ${reviews.productId} order by coalesce(${reviews.publishedAt}, ${reviews.createdAt}) desc, ${reviews.id} desc)`.as('rank'),
    })
    .from(reviews)
    .where(isPublished)
    .as('ranked');
  const newestRows = () => db.select().from(ranked).where(sql`${ranked.rank} <= ${NEWEST_IN_SNAPSHOT}`);
  const queries: Query[] = [tallyRows, newestRows];
  const [tallyResult, newestResult] = oneConnection
    ? [await queries[0]!(), await queries[1]!()]
    : await Promise.all(queries.map((q) => q()));
  const tallyList = tallyResult as Awaited<ReturnType<typeof tallyRows>>;
  const newestList = newestResult as Awaited<ReturnType<typeof newestRows>>;

  const media = newestList.length
    ? await db
        .select({ reviewId: reviewMedia.reviewId, photo: reviewMedia.photo })
        .from(reviewMedia)
        .innerJoin(reviews, and(eq(reviews.id, reviewMedia.reviewId), isPublished))
        .where(inArray(reviewMedia.reviewId, newestList.map((r) => r.id)))
        .orderBy(asc(reviewMedia.position))
    : [];
  const photosOf = new Map<string, string[]>();
  for (const m of media) photosOf.set(m.reviewId, [...(photosOf.get(m.reviewId) ?? []), m.photo]);

  const tallies = new Map<string, StarTally>();
  for (const r of tallyList) {
    if (r.rating < 1 || r.rating > 5) continue;
    const t = [...(tallies.get(r.productId) ?? EMPTY_TALLY)];
    t[r.rating - 1] = Number(r.n);
    tallies.set(r.productId, t as unknown as StarTally);
  }
  const newest = new Map<string, Rating[]>();
  for (const r of [...newestList].sort((a, b) => Number(a.rank) - Number(b.rank))) {
    newest.set(r.productId, [
      ...(newest.get(r.productId) ?? []),
      {
        _id: r.id,
        customerName: r.reviewerName || 'Anonymous',
        rating: r.rating,
        createdAt: new Date(r.shownAt).toISOString(),
        review: [r.title, r.body].filter(Boolean).join('. '),
        images: photosOf.get(r.id) ?? [],
      },
    ]);
  }
  return { tallies, newest };
}
