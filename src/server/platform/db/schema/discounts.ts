import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type DiscountKind = 'percent' | 'flat' | 'freeShipping';

/** Migration 0070: discount codes (issue 29). `code` is kept in capitals; `value` is whole percent or paise. */
export const discountCodes = pgTable('discount_codes', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique('discount_codes_code_key'),
  kind: text('kind').$type<DiscountKind>().notNull(),
  value: integer('value').notNull().default(0),
  capPaise: integer('cap_paise'),
  minOrderPaise: integer('min_order_paise').notNull().default(0),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  totalUses: integer('total_uses'),
  usesPerCustomer: integer('uses_per_customer'),
  usedCount: integer('used_count').notNull().default(0),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default(sql`'[]'`),
  categoryIds: jsonb('category_ids').$type<string[]>().notNull().default(sql`'[]'`),
  combinesWithOffers: boolean('combines_with_offers').notNull().default(true),
  paused: boolean('paused').notNull().default(false),
  createdAt: ts('created_at').notNull().default(sql`now()`),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});

/** One order's use of a code: the per-customer limit and the report count these. */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: text('id').primaryKey(),
    codeId: text('code_id').notNull().references(() => discountCodes.id),
    orderId: text('order_id').notNull().unique('discount_uses_order_id_key').references(() => orders.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull().references(() => customers.id),
    createdAt: ts('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('discount_uses_customer_idx').on(t.codeId, t.customerId)],
);
