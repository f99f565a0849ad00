import type { FitAdvice, FitCounts, ReviewFitAnswer } from '#lib/review-fit';

/**
 * Issue 30's size advice: once a product has at least MIN_FIT_ANSWERS fit answers (published
 * reviews plus exchanges for a size reason), an answer given by more than half of them is shown
 * beside the sizes with its figures. Fewer answers, or no strict majority (3 small, 3 true):
 * nothing, since advice from a split or a handful of buyers would mislead more than help.
 */
export const MIN_FIT_ANSWERS = 5;

const ADVICE: Record<ReviewFitAnswer, string> = {
  small: 'Most buyers say this runs small: consider one size up',
  large: 'Most buyers say this runs large: consider one size down',
  true: 'Most buyers say this is true to size',
};

export function fitAdvice(counts: FitCounts): FitAdvice | null {
  const total = counts.small + counts.true + counts.large;
  if (total < MIN_FIT_ANSWERS) return null;
  for (const fit of ['small', 'true', 'large'] as const) {
    // Strictly more than half: 3 of 5 is advice, 3 of 6 is not.
    if (counts[fit] * 2 > total) return { fit, text: ADVICE[fit], figures: `(${counts[fit]} of ${total} buyers)`, count: counts[fit], total };
  }
  return null;
}
