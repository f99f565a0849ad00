import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The parcel of a shipped order: who carries it and where the shopper follows it. */
export const shipments = pgTable('shipments', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  courier: text('courier').notNull(),
  awb: text('awb').notNull(),
  trackingUrl: text('tracking_url').notNull(),
  shippedAt: ts('shipped_at').notNull().default(sql`now()`),
  deliveredAt: ts('delivered_at'),
  shippedBy: text('shipped_by'),
  labelUrl: text('label_url'),
});

/** Staff notes on an order: only ever added, never shown to the shopper. */
export const orderNotes = pgTable('order_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  staffId: text('staff_id').notNull(),
  staffName: text('staff_name').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [index('order_notes_order_idx').on(t.orderId, t.id)]);
