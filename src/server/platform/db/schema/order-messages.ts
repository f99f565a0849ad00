import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { orderEvents, orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type MessageChannel = 'sms' | 'whatsapp';
export type MessageStatus = 'sending' | 'retrying' | 'sent' | 'failed' | 'skipped';

/** One message per order event and channel (migration 0023_order_messages). */
export const orderMessages = pgTable('order_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderEventId: bigint('order_event_id', { mode: 'number' }).notNull().references(() => orderEvents.id, { onDelete: 'cascade' }),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  channel: text('channel').$type<MessageChannel>().notNull(),
  template: text('template').notNull(),
  status: text('status').$type<MessageStatus>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  notBefore: ts('not_before'),
  providerMessageId: text('provider_message_id'),
  reason: text('reason'),
  delivery: text('delivery'),
  deliveryAt: ts('delivery_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
}, (t) => [
  unique('order_messages_event_channel_key').on(t.orderEventId, t.channel),
  index('order_messages_order_idx').on(t.orderId, t.id),
  index('order_messages_provider_idx').on(t.providerMessageId),
]);

/** The shopper's choice of channels; no row means every channel the shop sends on. */
export const notificationPreferences = pgTable('notification_preferences', {
  customerId: text('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  whatsappOptOut: boolean('whatsapp_opt_out').notNull().default(false),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});
