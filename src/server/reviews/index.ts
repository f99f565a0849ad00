// The reviews domain's only door (issue 30). Write side: who may review, the signed review link,
// writing a review, the request after delivery and the moderation console's decisions.
export { decideReview, listModerationQueue, replyToReview } from './moderation';
export type { ModeratedReview, ModerationContext, ReviewPage } from './moderation';
export { deliveredAtOf, reviewableOrder } from './order-lines';
export type { ReviewableLine, ReviewableOrder } from './order-lines';
export { readReviewForm, reviewerBeforeBody, REVIEW_LINK_HEADER } from './review-form';
export { reviewStatusOnSubmit } from './review-status';
export { askForReviews, reviewRequestJob, runReviewRequestFor } from './request-job';
export type { ReviewRequestOutcome } from './request-job';
export { submitReview } from './submit-review';
export type { Reviewer, ReviewPhotoUpload, SubmittedReview } from './submit-review';
export { ownReviewForm, reviewFormFor } from './review-form-page';
export type { ReviewFormOutcome, ReviewFormPage } from './review-form-page';
export { ReviewFormAnswerSchema, SubmittedReviewAnswerSchema } from './answer-schemas';
// Read side: what the product page and cards show.
export { fitAdvice, MIN_FIT_ANSWERS } from './fit-advice';
export { fitAnswersOf } from './fit-answers-read';
export type { FitAnswers } from './fit-answers-read';
export { listReviews } from './review-list';
export { MAX_STRIP_PHOTOS, reviewPhotosOf } from './review-photos-read';
export { reviewSummaryOf } from './review-summary-read';
export type { ProductReviewSummary, ReviewList, ReviewPhoto, ShownReview, StripPhoto } from '#lib/review-types';
