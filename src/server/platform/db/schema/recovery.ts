import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Migration 0071: the signed-in shopper's cart, the browser's lines as last synced. */
export const savedCarts = pgTable('saved_carts', {
  customerId: text('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<unknown[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});

/** One abandoned-checkout sequence: reached /shipping, reminders sent, what came of it. */
export const checkoutRecoveries = pgTable('checkout_recoveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: text('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  reachedAt: ts('reached_at').notNull(),
  lines: jsonb('lines').$type<unknown[]>().notNull(),
  firstSentAt: ts('first_sent_at'),
  secondSentAt: ts('second_sent_at'),
  channel: text('channel').$type<'sms' | 'whatsapp'>(),
  restoredAt: ts('restored_at'),
  orderId: text('order_id'),
  orderPaise: bigint('order_paise', { mode: 'number' }),
  orderedAt: ts('ordered_at'),
  endedAt: ts('ended_at'),
  endReason: text('end_reason'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [
  uniqueIndex('checkout_recoveries_open_key').on(t.customerId).where(sql`${t.endedAt} is null`),
  index('checkout_recoveries_sent_idx').on(t.firstSentAt).where(sql`${t.firstSentAt} is not null`),
]);

/** Migration 0071: the merchant's recovery choices, one row (src/lib/validation/recovery.ts). */
export const recoverySettings = pgTable('recovery_settings', {
  id: smallint('id').primaryKey().default(1),
  settings: jsonb('settings').notNull(),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});
