import { badRequest, MAX_PHOTO_BYTES, payloadTooLarge } from '#server/platform/errors';
import { readCappedBytes, parseWith } from '#server/platform/http/body';
import { REVIEW_PHOTOS_MAX, ReviewFieldsSchema, type ReviewFields } from '#lib/validation/reviews';
import { linkOrderOf, type Reviewer, type ReviewPhotoUpload } from './submit-review';

/** Room for one photo past the limit, so a fifth photo or a big one is refused by name, not by size. */
export const REVIEW_FORM_MAX_BYTES = (REVIEW_PHOTOS_MAX + 1) * MAX_PHOTO_BYTES + 64 * 1024;

export type ReviewForm = { fields: ReviewFields; photos: ReviewPhotoUpload[] };

/** The header the review page sends the signed link's token in. */
export const REVIEW_LINK_HEADER = 'x-review-link';

/**
 * Who is reviewing, decided before a byte of the body is read (up to 50 MB of photos): the signed
 * link's token in the X-Review-Link header (a forged one is a 404, an expired one a 410), else the
 * shopper's session (401 without one). So nobody without a link or an account makes the server
 * buffer a large body.
 */
export async function reviewerBeforeBody(request: Request, session: () => Promise<{ id: string }>, now: Date): Promise<Reviewer> {
  const token = request.headers.get(REVIEW_LINK_HEADER)?.trim();
  if (token) {
    linkOrderOf(token, now);
    return { token };
  }
  return { customerId: (await session()).id };
}

/**
 * The review form's multipart body: `orderItemId`, `rating`, `fit`, `title`, `body` and up to
 * four `photos` files.
 */
export async function readReviewForm(request: Request): Promise<ReviewForm> {
  const type = (request.headers.get('content-type') ?? '').trim();
  if (!/^multipart\/form-data\b/i.test(type)) throw badRequest('Send the review as a form (multipart/form-data), as the review page does.');
  const bytes = await readCappedBytes(request, REVIEW_FORM_MAX_BYTES, () => payloadTooLarge(REVIEW_FORM_MAX_BYTES));
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest('The review form could not be read. Send it again from the review page.');
  }
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const fields = parseWith(ReviewFieldsSchema, { orderItemId: text('orderItemId'), rating: text('rating'), fit: text('fit'), title: text('title'), body: text('body') }, 'review');
  const photos: ReviewPhotoUpload[] = [];
  for (const v of form.getAll('photos')) {
    // A form with an empty file input sends one nameless, empty file: that is no photo.
    if (typeof v === 'string' || (v.size === 0 && !v.name)) continue;
    photos.push({ name: v.name || 'A photo', bytes: new Uint8Array(await v.arrayBuffer()) });
  }
  return { fields, photos };
}
