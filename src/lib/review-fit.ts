/**
 * A buyer's answer to 'How did it fit?' (issue 30), shared by the review form, the product
 * page's reviews and the size advice.
 */
export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export type ReviewFitAnswer = (typeof REVIEW_FITS)[number];

/** How each answer reads on a review and in the size chart's table. */
export const FIT_WORDS: Record<ReviewFitAnswer, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

/** Fit answers counted per answer. */
export type FitCounts = Record<ReviewFitAnswer, number>;

/** One row of the size chart's fit table: a size bought and how its buyers found it. */
export type FitRow = { size: string } & FitCounts;

/** The advice beside the sizes, with its figures: 'Most buyers say this runs small: consider one size up' '(7 of 10 buyers)'. */
export type FitAdvice = { fit: ReviewFitAnswer; text: string; figures: string; count: number; total: number };
