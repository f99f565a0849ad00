import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** A product's earlier slugs (migration 0015): the product page answers 301 from each to today's. */
export const productSlugRedirects = pgTable('product_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [index('product_slug_redirects_product_idx').on(t.productId)]);
