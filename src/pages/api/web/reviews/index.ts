import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { requireCustomer } from '#server/auth';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { mediaStore } from '#server/platform/media/store';
import { clockNow } from '#server/platform/clock';
import { operation } from '#server/openapi';
import { readReviewForm, reviewerBeforeBody, submitReview, SubmittedReviewAnswerSchema } from '#server/reviews';

/**
 * A buyer's review of one delivered order line: a multipart form, sent with the signed link's
 * token in X-Review-Link (no sign-in needed) or the shopper's session.
 */
export const POST = route(async (ctx) => {
  const now = new Date(clockNow());
  const who = await reviewerBeforeBody(ctx.request, () => requireCustomer(ctx), now);
  const form = await readReviewForm(ctx.request);
  const saved = await submitReview(who, form.fields, form.photos, mediaStore(), now);
  const message = saved.status === 'published' ? 'Thank you! Your rating is on the product page now.' : 'Thank you! We will publish your review once we have read it, usually within two days.';
  return ok(saved, message, PRIVATE_HEADERS);
});

export const openapi = operation({
  method: 'POST',
  summary:
    'Reviews one delivered order line (multipart/form-data, with the review link’s token in the X-Review-Link header, or signed in): orderItemId, rating 1–5, fit small|true|large, optional title (100) and body (2000), up to 4 photos files (images of at most 10 MB, 600 px wide). 404 for a line not yours or not delivered, 409 for a second review, 410 for a used or expired link, 400 naming a file that is not a usable photo',
  tag: 'reviews',
  response: SubmittedReviewAnswerSchema,
  errors: [404, 409, 410, 413],
});
