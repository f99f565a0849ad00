import type { ReviewFields } from '#lib/validation/reviews';

/**
 * Stars alone cannot say anything unfit to publish, so they publish at once; a title, a text or
 * a photo is read by staff first (the review guidelines say why).
 */
export function reviewStatusOnSubmit(fields: Pick<ReviewFields, 'title' | 'body'>, photos: number): 'pending' | 'published' {
  return fields.title || fields.body || photos > 0 ? 'pending' : 'published';
}
