/**
 * The stars, the figure and the count a product shows, computed from its published reviews and
 * nothing else: with none, there is no summary and the page shows no stars (CCPA dark-pattern
 * guidelines 2023: no false popularity; README, Decisions). The product page, the cards and the
 * JSON-LD all read this one function.
 */
export type ReviewSummary = {
  /** The mean rating rounded to one decimal, half up: 4.83 is 4.8, 4.25 is 4.3. */
  average: number;
  count: number;
};

export function reviewSummary(ratings: readonly { rating: number }[]): ReviewSummary | null {
  if (ratings.length === 0) return null;
  const total = ratings.reduce((sum, r) => sum + r.rating, 0);
  // Tenths in integers, so 4.25 rounds up rather than to binary floating-point's 4.2.
  const tenths = Math.round((total * 10) / ratings.length);
  return { average: tenths / 10, count: ratings.length };
}

/** The figure as shown: always one decimal ('4.5', '5.0'). */
export function ratingFigure(average: number): string {
  return average.toFixed(1);
}
