import { z } from 'zod';
import { REVIEW_FITS, REVIEW_STATUSES } from '#lib/validation/reviews';

/** What the shop's review routes answer with, as the OpenAPI document describes them. */
export const SubmittedReviewAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'published']).describe('published at once when only stars were given; pending (read by staff first) with a title, text or photos'),
});

export const ReviewFormAnswerSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  open: z.boolean().describe('false once the 60 days after delivery are over'),
  closesAt: z.string(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      productId: z.string(),
      productName: z.string(),
      productSlug: z.string(),
      colorName: z.string(),
      sizeName: z.string(),
      image: z.string(),
      review: z
        .object({
          id: z.string(),
          rating: z.number().int(),
          fit: z.enum(REVIEW_FITS),
          title: z.string().nullable(),
          body: z.string().nullable(),
          status: z.enum(REVIEW_STATUSES),
          rejectReason: z.string().nullable(),
          photos: z.array(z.string()),
        })
        .nullable(),
    }),
  ),
});
