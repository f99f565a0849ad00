// The reviews domain's only door (issue 30). Read side: what the product page and cards show.
export { fitAdvice, MIN_FIT_ANSWERS } from './fit-advice';
export { fitAnswersOf } from './fit-answers-read';
export type { FitAnswers } from './fit-answers-read';
export { listReviews } from './review-list';
export { MAX_STRIP_PHOTOS, reviewPhotosOf } from './review-photos-read';
export { reviewSummaryOf } from './review-summary-read';
export type { ProductReviewSummary, ReviewList, ReviewPhoto, ShownReview, StripPhoto } from '#lib/review-types';
