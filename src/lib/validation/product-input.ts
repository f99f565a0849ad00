import './zod-jitless';
import { z } from 'zod';
import { SLUG_PATTERN } from './slug';
import { INVALID_VIDEO_URL, parseYouTubeId } from '../video';
import { ID_PATTERN } from './id';
import { DeclarationsSchema, EMPTY_DECLARATIONS } from './legal';
import { checkHsn } from '../gst/hsn';
import { labelled, namedItems } from './labels';
import { ProductTranslationsSchema } from './catalog-translations';

/**
 * A product as the merchant's editor sends it, shared by the editor island and the server so
 * both say the same words. Money in rupees (the API edge), weights in whole grams. Every
 * message names its field by the editor's label, because staff read it beside that field; one
 * inside a colour, size or offer says which ('Colour 2 (Red), size M: price must be above ₹0').
 */
export const MIN_OFFER_QUANTITY = 2;
export const MAX_OFFER_QUANTITY = 99;
export const COLOUR_CODE_PATTERN = /^#[0-9a-fA-F]{6}$/;

const text = (field: string, max: number) =>
  labelled(
    field,
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(1, `${field} is required`)
      .max(max, `${field} must be at most ${max} characters`),
  );

const optionalText = (field: string, max: number) =>
  labelled(field, z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: `${field} must be text` }).trim().max(max, `${field} must be at most ${max} characters`).nullable().default(null),
  ));

/** Rupees with at most two decimals, above zero. */
const rupees = (field: string) =>
  labelled(
    field,
    z
      .number({ error: `${field} must be a number of rupees` })
      .gt(0, `${field} must be above ₹0`)
      .max(1_000_000, `${field} must be at most ₹10,00,000`)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${field} must be in rupees with at most 2 decimals`),
  );

const optionalId = (field: string) => labelled(field, z.string({ error: `${field} must be an id` }).regex(ID_PATTERN, `${field} must be an id of 24 hex characters`));

/** An image the shop serves: a path of this site or an https address. */
const imageRef = (field: string) =>
  labelled(
    field,
    z
      .string({ error: `${field} must be an image address` })
      .trim()
      .max(500, `${field} must be at most 500 characters`)
      .refine((s) => /^\/[^/]/.test(s) || /^https:\/\/[^/\s]+\.[^/\s]+\//.test(s), `${field} must be an image address starting with / or https://`),
  );

export const OfferInputSchema = z.object({
  quantity: labelled(
    'Quantity',
    z
      .number({ error: 'Quantity must be a whole number from 2 to 99' })
      .int('Quantity must be a whole number from 2 to 99')
      .min(MIN_OFFER_QUANTITY, 'Quantity must be a whole number from 2 to 99')
      .max(MAX_OFFER_QUANTITY, 'Quantity must be a whole number from 2 to 99'),
  ),
  offerPrice: rupees('Price for the lot'),
  isVisible: labelled('Show a tile on the product page', z.boolean({ error: 'Show a tile on the product page must be ticked or not' }).default(true)),
});

/** 'Colour 2 (Red)', 'size M', 'offer 1': how a message says which repeated group it means. */
const nameOf = (value: unknown) => (value !== null && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string' ? (value as { name: string }).name.trim() : '');
const colourName = (i: number, value: unknown) => (nameOf(value) ? `Colour ${i + 1} (${nameOf(value)})` : `Colour ${i + 1}`);
const sizeName = (i: number, value: unknown) => (nameOf(value) ? `size ${nameOf(value)}` : `size ${i + 1}`);
const offerName = (i: number) => `offer ${i + 1}`;

/** A list of offers whose quantities are all different: 'Buy 2' twice would price a cart two ways. */
const offerList = labelled('Offers', namedItems(offerName, z.array(OfferInputSchema)).max(10, 'Offers must be at most 10'))
  .default([])
  .superRefine((offers, ctx) => {
    const seen = new Set<number>();
    offers.forEach((o, i) => {
      if (seen.has(o.quantity)) ctx.addIssue({ code: 'custom', path: [i, 'quantity'], message: `Offer quantities must not repeat: ${o.quantity} is listed twice` });
      seen.add(o.quantity);
    });
  });

export const SizeInputSchema = z
  .object({
    id: optionalId('Size id').optional(),
    name: text('Size', 40),
    price: rupees('Price'),
    strikedPrice: rupees('MRP'),
    weight: labelled(
      'Weight',
      z
        .number({ error: 'Weight must be a whole number of grams above 0' })
        .int('Weight must be a whole number of grams above 0')
        .gt(0, 'Weight must be a whole number of grams above 0')
        .max(50_000, 'Weight must be at most 50000 grams'),
    ),
    offers: offerList,
  })
  .refine((s) => s.strikedPrice >= s.price, { path: ['strikedPrice'], message: 'MRP must be at least the price' });

export const ColourInputSchema = z.object({
  id: optionalId('Colour id').optional(),
  name: text('Colour name', 40),
  colorCode: labelled('Colour code', z.string({ error: 'Colour code is required' }).trim().regex(COLOUR_CODE_PATTERN, 'Colour code must be a hex colour like #7a1f2b')),
  /** Photo addresses in order. Left out, a saved colour keeps the photos it has (the photos page manages them). */
  images: labelled('Photos', z.array(imageRef('Photo')).max(20, 'Photos must be at most 20 per colour')).optional(),
  sizes: labelled('Sizes', namedItems(sizeName, z.array(SizeInputSchema)))
    .min(1, 'Add at least one size')
    .max(20, 'Sizes must be at most 20 per colour')
    .superRefine((sizes, ctx) => {
      const seen = new Set<string>();
      sizes.forEach((s, i) => {
        const key = s.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `Size names must not repeat in a colour: ${s.name} is listed twice` });
        seen.add(key);
      });
    }),
});

export const HSN_FORMAT = 'HSN code must be 4, 6 or 8 digits, such as 6104: find it in the GST rate list for the garment';
/** Said when a product would go live without an HSN code: its orders could not be invoiced or shipped. */
export const HSN_NEEDED = 'HSN code is needed before the product can be published: enter it, or save the product as a draft';

export const ProductInputSchema = z.object({
  name: text('Name', 120),
  slug: labelled(
    'Slug',
    z
      .string({ error: 'Slug is required' })
      .trim()
      .min(1, 'Slug is required')
      .max(120, 'Slug must be at most 120 characters')
      .regex(SLUG_PATTERN, 'Slug must be lowercase letters, digits and single hyphens, like ankle-leggings'),
  ),
  type: labelled('Type', z.union([z.literal(1), z.literal(2)], { error: 'Type must be Best Seller or Featured' })),
  badge: optionalText('Badge', 30),
  categoryId: labelled('Category', z.string({ error: 'Category is required' }).regex(ID_PATTERN, 'Category is required')),
  subcategoryId: z.preprocess((v) => (v === '' ? null : v), optionalId('Subcategory').nullable().default(null)),
  description: text('Description', 5000),
  specifications: labelled(
    'Specifications',
    namedItems((i) => `Specification ${i + 1}`, z.array(z.object({ key: text('Name', 60), value: text('Value', 300) }))).max(30, 'Specifications must be at most 30 rows'),
  ).default([]),
  sizeChart: labelled('Size chart image', z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), imageRef('Size chart image').nullable().default(null))),
  videoUrl: labelled(
    'Promo video URL',
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string({ error: INVALID_VIDEO_URL }).trim().max(300, INVALID_VIDEO_URL).refine((s) => parseYouTubeId(s) !== null, INVALID_VIDEO_URL).nullable().default(null),
    ),
  ),
  defaultOffers: offerList,
  /**
   * The HSN code printed on the product's tax invoices; empty for none (a draft may lack it,
   * publishing refuses it). Left out (the demo seed, a catalog file without the column), the
   * stored code stays as it is.
   */
  hsn: labelled(
    'HSN code',
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string({ error: HSN_FORMAT }).trim().refine((v) => checkHsn(v).ok, HSN_FORMAT).nullable(),
    ),
  ).optional(),
  /** Legal Metrology rule 6(10); an empty one takes the shop-wide default (checked on publishing, where the defaults are known). */
  declarations: labelled('Legal declarations', DeclarationsSchema).prefault(EMPTY_DECLARATIONS),
  colorVariants: labelled('Colours', namedItems(colourName, z.array(ColourInputSchema)))
    .min(1, 'Add at least one colour')
    .max(30, 'Colours must be at most 30')
    .superRefine((colours, ctx) => {
      const seen = new Set<string>();
      colours.forEach((c, i) => {
        const key = c.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `Colour names must not repeat: ${c.name} is listed twice` });
        seen.add(key);
      });
    }),
  published: labelled('Status', z.boolean({ error: 'Status must be Published or Draft' })),
  /** Name, description and specifications in Hindi and Tamil; each missing one shows in English. */
  translations: ProductTranslationsSchema,
});

export type ProductInput = z.infer<typeof ProductInputSchema>;
export type ProductInputDraft = z.input<typeof ProductInputSchema>;
export type ColourInput = z.infer<typeof ColourInputSchema>;
export type SizeInput = z.infer<typeof SizeInputSchema>;
export type OfferInput = z.infer<typeof OfferInputSchema>;

/** The admin list's filters (query parameters). */
export const ProductListQuerySchema = z.object({
  q: labelled('Search', z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(60, 'Search must be at most 60 characters').optional())),
  status: labelled('Status', z.preprocess((v) => (v === '' ? undefined : v), z.enum(['published', 'draft'], { error: 'Status must be Published or Draft' }).optional())),
  page: labelled(
    'Page',
    z.preprocess((v) => (v === '' || v === undefined ? 1 : v), z.coerce.number({ error: 'Page must be 1 or more' }).int('Page must be 1 or more').min(1, 'Page must be 1 or more').max(10_000, 'Page must be at most 10000')),
  ),
});

export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductIdParamSchema = z.object({ id: labelled('Product', z.string().regex(ID_PATTERN, 'Product must be a product id (24 hex characters)')) });
