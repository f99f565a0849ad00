import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { orderItems, orders } from './orders';
import { sizes } from './catalog';
import { creditNotes } from './gst';
import type { RefundMethod, ReturnKind, ReturnReason, ReturnStatus, LineOutcome } from '#lib/returns/return-types';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Migration 0021: the return window in days, one row (none means 7). */
export const returnSettings = pgTable('return_settings', {
  id: smallint('id').primaryKey().default(1),
  windowDays: integer('window_days').notNull().default(7),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});

export const returnRequests = pgTable('return_requests', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<ReturnKind>().notNull(),
  reason: text('reason').$type<ReturnReason>().notNull(),
  note: text('note'),
  status: text('status').$type<ReturnStatus>().notNull().default('requested'),
  refundMethod: text('refund_method').$type<RefundMethod>(),
  /** AES-256-GCM of the UPI id or bank account (src/server/returns/payout-seal.ts); never sent to a browser */
  payoutSealed: text('payout_sealed'),
  payoutMasked: text('payout_masked'),
  rejectionReason: text('rejection_reason'),
  courier: text('courier'),
  awb: text('awb'),
  trackingUrl: text('tracking_url'),
  exchangeOrderId: text('exchange_order_id').references(() => orders.id),
  refundPaise: integer('refund_paise'),
  payoutReference: text('payout_reference'),
  creditNoteId: text('credit_note_id').references(() => creditNotes.id),
  createdAt: ts('created_at').notNull().default(sql`now()`),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
}, (t) => [unique('return_requests_order_key').on(t.orderId), index('return_requests_queue_idx').on(t.status, t.createdAt.desc())]);

export const returnLines = pgTable('return_lines', {
  returnId: text('return_id').notNull().references(() => returnRequests.id, { onDelete: 'cascade' }),
  orderItemId: text('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  exchangeSizeId: text('exchange_size_id').references(() => sizes.id, { onDelete: 'set null' }),
  /** what the shopper gets instead, as chosen: 'Black, size L' */
  exchangeLabel: text('exchange_label'),
  /** what the shop pays back for these pieces when the chosen size lists for less, fixed when asked */
  differencePaise: integer('difference_paise').notNull().default(0),
  outcome: text('outcome').$type<LineOutcome>(),
}, (t) => [primaryKey({ columns: [t.returnId, t.orderItemId] })]);

export const returnEvidence = pgTable('return_evidence', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  returnId: text('return_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
  orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  mediaKey: text('media_key').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [
  index('return_evidence_return_idx').on(t.returnId),
  index('return_evidence_order_idx').on(t.orderId),
  index('return_evidence_unclaimed_idx').on(t.createdAt).where(sql`return_id IS NULL`),
]);
