import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { products, sizes } from './catalog';

/** Counts per size (migration 0018); sellable = on hand − reserved, never below zero. */
export const sizeStock = pgTable('size_stock', {
  sizeId: text('size_id').primaryKey().references(() => sizes.id, { onDelete: 'cascade' }),
  onHand: integer('on_hand').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [
  check('size_stock_on_hand_check', sql`${t.onHand} >= 0`),
  check('size_stock_reserved_check', sql`${t.reserved} >= 0`),
  check('size_stock_sellable_check', sql`${t.reserved} <= ${t.onHand}`),
]);

export type StockReason = 'reserve' | 'release' | 'consume' | 'return' | 'set' | 'adjust' | 'import';
export type StockActorKind = 'customer' | 'staff' | 'system' | 'gateway';

/** One row per change of a size's counts, with the counts after it. */
export const stockMovements = pgTable('stock_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sizeId: text('size_id').notNull().references(() => sizes.id, { onDelete: 'cascade' }),
  orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
  reason: text('reason').$type<StockReason>().notNull(),
  onHandDelta: integer('on_hand_delta').notNull(),
  reservedDelta: integer('reserved_delta').notNull(),
  onHandAfter: integer('on_hand_after').notNull(),
  reservedAfter: integer('reserved_after').notNull(),
  actorKind: text('actor_kind').$type<StockActorKind>().notNull(),
  actorId: text('actor_id'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [index('stock_movements_size_idx').on(t.sizeId, t.id), index('stock_movements_order_idx').on(t.orderId)]);

export const productStockThresholds = pgTable('product_stock_thresholds', {
  productId: text('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  lowStockThreshold: integer('low_stock_threshold').notNull(),
}, (t) => [check('product_stock_thresholds_check', sql`${t.lowStockThreshold} >= 0`)]);

/** The shop's one row of stock settings. */
export const stockSettings = pgTable('stock_settings', {
  id: smallint('id').primaryKey().default(1),
  hideSoldOut: boolean('hide_sold_out').notNull().default(false),
});
