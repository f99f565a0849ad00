import { sql } from 'drizzle-orm';
import type { NameTranslations, ProductTranslations } from '#lib/validation/catalog-translations';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

export type SpecificationRow = { key: string; value: string };

const id = () => text('id').primaryKey();
/** Hindi and Tamil texts (migration 0082); empty: English everywhere. */
const names = () => jsonb('translations').$type<NameTranslations>().notNull().default({});
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('categories_slug_key'),
  image: text('image').notNull(),
  productSlug: text('product_slug'),
  position: integer('position').notNull().default(0),
  translations: names(),
  createdAt: createdAt(),
});

export const subcategories = pgTable('subcategories', {
  id: id(),
  categoryId: text('category_id').notNull().references(() => categories.id),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  image: text('image').notNull(),
  productSlug: text('product_slug'),
  position: integer('position').notNull().default(0),
  translations: names(),
}, (t) => [unique('subcategories_category_id_slug_key').on(t.categoryId, t.slug)]);

export const products = pgTable('products', {
  id: id(),
  slug: text('slug').notNull().unique('products_slug_key'),
  name: text('name').notNull(),
  type: smallint('type').notNull(),
  badge: text('badge'),
  categoryId: text('category_id').notNull().references(() => categories.id),
  subcategoryId: text('subcategory_id').references(() => subcategories.id),
  description: text('description').notNull(),
  sizeChartImage: text('size_chart_image'),
  youtubeUrl: text('youtube_url'),
  youtubeThumb: text('youtube_thumb'),
  specifications: jsonb('specifications').$type<SpecificationRow[]>().notNull().default([]),
  weightGrams: integer('weight_grams').notNull(),
  searchText: text('search_text').notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** 4, 6 or 8 digits (migration 0019); shipping is refused while a product in the parcel has none. */
  hsnCode: text('hsn_code'),
  /** Legal Metrology rule 6(10) declarations (migration 0050); null: the shop-wide default applies. */
  makerName: text('maker_name'),
  makerAddress: text('maker_address'),
  netQuantity: text('net_quantity'),
  countryOfOrigin: text('country_of_origin'),
  consumerCare: text('consumer_care'),
  translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('products_category_idx').on(t.categoryId), index('products_subcategory_idx').on(t.subcategoryId)]);

/**
 * Every offer, stored one way: a row without a size is one of the product's default offers, a
 * row with a size is that size's own, which replaces the defaults for it. Prices in paise.
 */
export const productOffers = pgTable('product_offers', {
  id: serial('id').primaryKey(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  offerPricePaise: integer('offer_price_paise').notNull(),
  isVisible: boolean('is_visible').notNull().default(true),
  sizeId: text('size_id').references(() => sizes.id, { onDelete: 'cascade' }),
}, (t) => [index('product_offers_product_idx').on(t.productId), index('product_offers_size_idx').on(t.sizeId)]);

export const colorVariants = pgTable('color_variants', {
  id: id(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  colorCode: text('color_code').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
}, (t) => [index('color_variants_product_idx').on(t.productId)]);

export const sizes = pgTable('sizes', {
  id: id(),
  colorVariantId: text('color_variant_id').notNull().references(() => colorVariants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  pricePaise: integer('price_paise').notNull(),
  strikedPricePaise: integer('striked_price_paise').notNull(),
  weightGrams: integer('weight_grams').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [index('sizes_variant_idx').on(t.colorVariantId)]);

export const collections = pgTable('collections', {
  id: id(),
  label: text('label').notNull(),
  img: text('img').notNull(),
  slug: text('slug').notNull(),
  productId: text('product_id').references(() => products.id),
  style: text('style'),
  hover: text('hover'),
  objectPos: text('object_pos'),
  position: integer('position').notNull().default(0),
  translations: names(),
});

export const menuItems = pgTable('menu_items', {
  id: id(),
  menu: text('menu').notNull(),
  path: text('path').notNull(),
  slug: text('slug'),
  categoryId: text('category_id').references(() => categories.id),
  position: integer('position').notNull().default(0),
  translations: names(),
});

export const menuSubItems = pgTable('menu_sub_items', {
  id: id(),
  menuItemId: text('menu_item_id').notNull().references(() => menuItems.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  productId: text('product_id').notNull().references(() => products.id),
  position: integer('position').notNull().default(0),
  translations: names(),
});

export const shippingRateTiers = pgTable('shipping_rate_tiers', {
  id: serial('id').primaryKey(),
  weightInGrams: integer('weight_in_grams').notNull().unique('shipping_rate_tiers_weight_in_grams_key'),
  onlinePaymentRatePaise: integer('online_payment_rate_paise').notNull(),
  codRatePaise: integer('cod_rate_paise').notNull(),
});

/** The one-row count of catalog writes that every instance keys its catalog caches by. */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`now()`),
});
