import './zod-jitless';
import { z } from 'zod';
import { idSchema } from './id';

/**
 * A buyer's review of one delivered order line (issue 30): what the form sends and what the
 * server checks. Shared by the review form island and the API, so both say the same words.
 */
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 4;
export const REJECT_REASON_MAX = 300;
export const REPLY_MAX = 1000;

export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export const FIT_WORDS: Record<(typeof REVIEW_FITS)[number], string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

/** Blank text is no text: an empty title or review is stored as none. */
const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${what} to ${max} characters or fewer.`)
    .optional()
    .transform((v) => (v ? v : null));

export const ReviewFieldsSchema = z.object({
  orderItemId: idSchema('must be the id of the order line you are reviewing', 'Say which item you are reviewing.'),
  rating: z.coerce
    .number({ error: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(1, 'Choose from 1 to 5 stars.')
    .max(5, 'Choose from 1 to 5 stars.'),
  fit: z.enum(REVIEW_FITS, { error: 'Say how it fits: runs small, true to size or runs large.' }),
  title: optionalText(REVIEW_TITLE_MAX, 'title'),
  body: optionalText(REVIEW_BODY_MAX, 'review'),
});
export type ReviewFields = z.infer<typeof ReviewFieldsSchema>;

export const REVIEW_STATUSES = ['pending', 'published', 'rejected', 'hidden'] as const;

export const ReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'Status must be pending, published, rejected or hidden.' }).default('pending'),
  page: z.coerce.number({ error: 'Page must be a whole number from 1.' }).int('Page must be a whole number from 1.').min(1, 'Page must be a whole number from 1.').max(10_000, 'Page must be a whole number from 1.').default(1),
});

export const ReviewIdParamSchema = idSchema('must be a review id (24 hexadecimal characters)');

export const RejectReviewSchema = z.strictObject({
  reason: z
    .string({ error: 'Say why the review is rejected: the reviewer sees it.' })
    .trim()
    .min(3, 'Say why the review is rejected: the reviewer sees it.')
    .max(REJECT_REASON_MAX, `Keep the reason to ${REJECT_REASON_MAX} characters or fewer.`),
});

export const ReplyReviewSchema = z.strictObject({
  reply: z
    .string({ error: 'Write the reply.' })
    .trim()
    .min(1, 'Write the reply.')
    .max(REPLY_MAX, `Keep the reply to ${REPLY_MAX} characters or fewer.`),
});
