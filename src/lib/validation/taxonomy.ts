import './zod-jitless';
import { z } from 'zod';
import { SLUG_PATTERN } from './slug';
import { ID_PATTERN } from './id';
import { labelled } from './labels';
import { parsePhotoRef } from '../photo-ref';
import { nameTranslationsSchema } from './catalog-translations';

/**
 * The fields of the console's category, collection, menu and shipping-rate forms, shared by the
 * islands and the admin API. Rupees arrive from the forms; the server stores paise.
 */

export const SlugSchema = z
  .string({ error: 'Enter a slug.' })
  .trim()
  .min(1, 'Enter a slug.')
  .max(80, 'Use a slug under 80 characters.')
  .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens, like ankle-leggings.');

/**
 * A tile's image is an upload: the reference `POST /api/admin/images` answered, which names the
 * photo pipeline's files (lib/photo-ref.ts). The server also checks the store holds it.
 */
export const UPLOAD_IMAGE_MESSAGE = 'Upload an image: a JPEG, PNG, WebP or AVIF file at least 600 px wide.';
export const ImagePathSchema = z
  .string({ error: UPLOAD_IMAGE_MESSAGE })
  .trim()
  .min(1, UPLOAD_IMAGE_MESSAGE)
  .max(300, UPLOAD_IMAGE_MESSAGE)
  .refine((s) => parsePhotoRef(s) !== null, UPLOAD_IMAGE_MESSAGE);

const name = (what: string) =>
  labelled(what[0]!.toUpperCase() + what.slice(1), z.string({ error: `Enter the ${what}.` }).trim().min(1, `Enter the ${what}.`).max(80, `Use a ${what} under 80 characters.`));

const position = labelled(
  'Position',
  z
    .number({ error: 'Enter the position as a whole number.' })
    .int('Enter the position as a whole number.')
    .min(0, 'Use a position of 0 or more.')
    .max(9999, 'Use a position under 10,000.'),
);
const slug = labelled('Slug', SlugSchema);
const image = labelled('Image', ImagePathSchema);

/** An empty product link means none: the tile then opens its own product grid. */
const productSlug = labelled(
  'Product link',
  z.union([z.literal(''), SlugSchema], { error: 'Use lowercase letters, digits and single hyphens, like ankle-leggings.' }).transform((s) => (s === '' ? null : s)),
);

export const CategoryInputSchema = z
  .object({ name: name('category name'), translations: nameTranslationsSchema('Category name'), slug, image, productSlug: productSlug.default(''), position: position.default(0) })
  .strict();

export const SubcategoryInputSchema = z
  .object({ name: name('subcategory name'), translations: nameTranslationsSchema('Subcategory name'), slug, image, productSlug: productSlug.default(''), position: position.default(0) })
  .strict();

/** A collection tile opens a category (by slug) or one product (by slug), spec section 2. */
export const TileLinkSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('category'), slug }).strict(), z.object({ kind: z.literal('product'), slug }).strict()],
  { error: 'Choose what the tile opens: a category or a product.' },
);

export const CollectionInputSchema = z
  .object({ label: name('label'), translations: nameTranslationsSchema('Label'), image, link: labelled('Opens', TileLinkSchema), position: position.default(0) })
  .strict();

/** A header menu item opens a category, a product, or a page of this site. */
export const MenuLinkSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('category'), slug }).strict(),
    z.object({ kind: z.literal('product'), slug }).strict(),
    z
      .object({
        kind: z.literal('page'),
        path: labelled(
          'Page path',
          z
            .string({ error: 'Enter the page path.' })
            .trim()
            .max(200, 'Use a page path under 200 characters.')
            .regex(/^\/(?!.*\/\/)[a-z0-9\-/]*$/, 'Use a path on this site, like /categories or /faqs.'),
        ),
      })
      .strict(),
  ],
  { error: 'Choose what the menu item opens: a category, a product or a page.' },
);

const existingId = labelled('Menu item', z.string().regex(ID_PATTERN, 'Menu item must be one already in this menu').optional());

export const MenuInputSchema = z
  .object({
    items: labelled('Menu items', z
      .array(
        z
          .object({
            id: existingId,
            label: name('menu label'),
            translations: nameTranslationsSchema('Menu label'),
            link: labelled('Opens', MenuLinkSchema),
            subItems: labelled('Sub-menu', z
              .array(z.object({ id: existingId, name: name('sub-menu name'), translations: nameTranslationsSchema('Sub-menu name'), productSlug: labelled('Product link', SlugSchema) }).strict())
              .max(30, 'Keep a sub-menu under 30 entries.')
              .default([])),
          })
          .strict(),
      )
      .max(20, 'Keep the menu under 20 items.')),
  })
  .strict();

const rupees = (what: string, label: string) =>
  labelled(
    label,
    z
      .number({ error: `Enter the ${what} in rupees.` })
      .min(0, `The ${what} cannot be negative.`)
      .max(100_000, `Keep the ${what} under ₹1,00,000.`)
      .refine((r) => Number.isInteger(Math.round(r * 100 * 1e6) / 1e6), `Enter the ${what} in rupees with at most 2 decimals.`),
  );

export const RateTierInputSchema = z
  .object({
    weightInGrams: labelled(
      'Weight up to (g)',
      z
        .number({ error: 'Enter the weight ceiling in grams.' })
        .int('Enter the weight ceiling in whole grams.')
        .min(1, 'Use a weight ceiling of at least 1 g.')
        .max(100_000, 'Use a weight ceiling up to 100,000 g.'),
    ),
    onlinePaymentRate: rupees('online rate', 'Online rate (₹)'),
    codRate: rupees('COD rate', 'COD rate (₹)'),
  })
  .strict();

export const RateTiersInputSchema = z
  .object({ tiers: labelled('Rate tiers', z.array(RateTierInputSchema).min(1, 'Keep at least one rate tier: without one no order can be shipped.').max(30, 'Keep the rate card under 30 tiers.')) })
  .strict();

/**
 * Tiers must rise in weight, each ceiling above the last; a message per offending row, rows
 * counted from 1 as the console shows them.
 */
export function tierOrderProblems(tiers: readonly { weightInGrams: number }[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  for (let i = 1; i < tiers.length; i++) {
    const prev = tiers[i - 1]!.weightInGrams;
    const here = tiers[i]!.weightInGrams;
    if (here <= prev)
      problems.push({
        path: `tiers.${i}.weightInGrams`,
        message: `Row ${i + 1}: the weight ceiling (${here.toLocaleString('en-IN')} g) must be more than row ${i}'s (${prev.toLocaleString('en-IN')} g). Tiers rise in weight.`,
      });
  }
  return problems;
}

export type CategoryInput = z.infer<typeof CategoryInputSchema>;
export type SubcategoryInput = z.infer<typeof SubcategoryInputSchema>;
export type CollectionInput = z.infer<typeof CollectionInputSchema>;
export type MenuInput = z.infer<typeof MenuInputSchema>;
export type RateTiersInput = z.infer<typeof RateTiersInputSchema>;
