import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { refunds } from './refunds';
import { creditNotes } from './gst';

/**
 * A goodwill refund staff gave on an order (migration 0063): the amount and reason, its credit
 * note, and how the money went back (the gateway refund of an online order, or the transfer
 * reference of a cash-on-delivery one).
 */
export const goodwillRefunds = pgTable(
  'goodwill_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    creditNoteId: text('credit_note_id').references(() => creditNotes.id),
    refundId: text('refund_id').references(() => refunds.id),
    payoutReference: text('payout_reference'),
    staffId: text('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('goodwill_refunds_order_idx').on(t.orderId, t.createdAt)],
);
