import { sql } from 'drizzle-orm';
import { jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** Migration 0020: the merchant's delivery and COD rules, one row (src/lib/delivery/settings.ts). */
export const deliverySettings = pgTable('delivery_settings', {
  id: smallint('id').primaryKey().default(1),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
