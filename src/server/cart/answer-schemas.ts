import { z } from 'zod';
import { OfferSchema } from '#server/catalog';
import type { Quote } from './quote';

/** The `data` of POST /api/web/cart/quote (see src/server/catalog/answer-schemas.ts for why strict). */
const rupees = z.number().min(0).describe('rupees');

export const QuoteSchema = z.strictObject({
  lines: z.array(
    z.strictObject({
      customId: z.string(),
      productId: z.string(),
      available: z.boolean().describe('false when the product, colour or size is no longer sold'),
      name: z.string().nullable(),
      price: rupees.nullable().describe('current unit price, rupees; null when unavailable'),
      offers: z.array(OfferSchema),
      priceChanged: z.boolean().describe('the price the shopper was shown differs from today'),
      stockProblem: z.string().nullable().describe('why the shelf cannot fill this line (sold out, or only N left across the lines of this size); null when it can'),
    }),
  ),
  groups: z.array(z.strictObject({ productId: z.string(), quantity: z.number().int(), subtotal: rupees })),
  subtotal: rupees,
  totalItems: z.number().int(),
  discount: z
    .strictObject({ code: z.string().describe('the code, in capitals'), saving: rupees.describe('taken off the goods'), freeShipping: z.boolean().describe('the code waives the shipping charge') })
    .optional()
    .describe('the discount code asked for, as order/create will apply it; absent without one'),
}) satisfies z.ZodType<Quote>;
