import { SLUG_PATTERN } from '#lib/validation/slug';
import { z } from 'zod';
import { idSchema } from '#lib/validation/id';

/** Inputs of the catalog routes: every path, query and body field a client can send. */
export const IdParamSchema = z.object({
  id: idSchema('must be a 24-character hexadecimal id'),
});

const slug = z
  .string()
  .min(1, 'is required')
  .max(120, 'must be at most 120 characters')
  .regex(SLUG_PATTERN, 'must be lowercase letters, digits and hyphens');

export const SlugParamSchema = z.object({ slug });

export const CategoryProductsQuerySchema = z.object({
  subCategoryId: idSchema('must be a 24-character hexadecimal id').optional(),
  subcategory: slug.optional(),
});

export const SubcategoryQuerySchema = z.object({ slug });

export const SearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 20')
    .max(20, 'must be between 1 and 20')
    .default(6),
  /** The Hindi or Tamil shop's search box: names in that language where the merchant wrote one. Left out: English. */
  lang: z.enum(['hi', 'ta'], { error: 'must be hi or ta' }).optional(),
});

export const ShippingCostBodySchema = z.object({
  weight: z
    .number({ error: 'must be a number of grams' })
    .min(0, 'must not be negative')
    .max(1_000_000, 'is not a plausible cart weight'),
});
