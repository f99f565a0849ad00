/**
 * The stars, the figure, the count and the bars a product shows, computed from its published
 * reviews and nothing else: with none, there is no summary and the page shows no stars (CCPA
 * dark-pattern guidelines 2023: no false popularity; README, Decisions). The product page, the
 * cards and the JSON-LD all read these functions.
 */
export type ReviewSummary = {
  /** The mean rating rounded to one decimal, half up: 4.83 is 4.8, 4.25 is 4.3. */
  average: number;
  count: number;
};

/** How many published reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
export type StarTally = readonly [number, number, number, number, number];

export type RatingBar = {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** share of all reviews, whole percent, for the bar's width */
  percent: number;
  /** what a screen reader hears: '5 stars: 7 of 10 reviews' */
  label: string;
};

export const EMPTY_TALLY: StarTally = [0, 0, 0, 0, 0];

export function tallyOf(ratings: readonly { rating: number }[]): StarTally {
  const t = [0, 0, 0, 0, 0];
  for (const r of ratings) if (r.rating >= 1 && r.rating <= 5) t[Math.round(r.rating) - 1]! += 1;
  return t as unknown as StarTally;
}

export function summaryOfTally(tally: StarTally): ReviewSummary | null {
  const count = tally.reduce((n, c) => n + c, 0);
  if (count === 0) return null;
  const total = tally.reduce((sum, c, i) => sum + c * (i + 1), 0);
  // Tenths in integers, so 4.25 rounds up rather than to binary floating-point's 4.2.
  const tenths = Math.round((total * 10) / count);
  return { average: tenths / 10, count };
}

export function reviewSummary(ratings: readonly { rating: number }[]): ReviewSummary | null {
  return summaryOfTally(tallyOf(ratings));
}

/** One bar per star, 5 down to 1, each with its count; none when there are no reviews. */
export function ratingBars(tally: StarTally): RatingBar[] {
  const count = tally.reduce((n, c) => n + c, 0);
  if (count === 0) return [];
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const n = tally[stars - 1]!;
    return {
      stars,
      count: n,
      percent: Math.round((n * 100) / count),
      label: `${stars} ${stars === 1 ? 'star' : 'stars'}: ${n} of ${count} ${count === 1 ? 'review' : 'reviews'}`,
    };
  });
}

/** The figure as shown: always one decimal ('4.5', '5.0'). */
export function ratingFigure(average: number): string {
  return average.toFixed(1);
}
