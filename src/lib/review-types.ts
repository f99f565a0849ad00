import type { ReviewFitAnswer } from './review-fit';
import type { ReviewQuery } from './review-query';
import type { RatingBar, ReviewSummary, StarTally } from './review-summary';

/**
 * What the product page shows of published reviews (issue 30): read by #server/reviews,
 * rendered by the product components.
 */
export type ReviewPhoto = { photo: string; width: number; height: number };

/** A published review as the product page shows it. */
export type ShownReview = {
  id: string;
  reviewerName: string;
  /** the size the reviewer bought: 'Verified buyer, bought M' */
  sizeName: string;
  rating: number;
  title: string | null;
  body: string | null;
  fit: ReviewFitAnswer;
  publishedAt: Date;
  photos: ReviewPhoto[];
  reply: string | null;
  repliedAt: Date | null;
};

export type ReviewList = {
  /** the URL's sort, filters and page as understood (unknown values defaulted, page kept in range) */
  query: ReviewQuery;
  /** sizes the published reviews were bought in, in the product's size order, with their counts */
  sizes: { size: string; count: number }[];
  items: ShownReview[];
  /** reviews matching the filters, across pages */
  total: number;
  pages: number;
};

/** One photo of the product's photo strip, with whose review it came from (its alt text says so). */
export type StripPhoto = ReviewPhoto & { reviewerName: string; rating: number; sizeName: string };

export type ProductReviewSummary = { summary: ReviewSummary | null; bars: RatingBar[]; tally: StarTally };
