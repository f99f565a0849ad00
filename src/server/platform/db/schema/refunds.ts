import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders, payments } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** NEW: recorded, not yet accepted by the gateway; PENDING: accepted, money not back yet. */
export type RefundState = 'NEW' | 'PENDING' | 'COMPLETED' | 'FAILED';
export type RefundReason = 'duplicatePayment' | 'order';

/** Money sent back through a gateway, one row per merchant refund id (migration 0008_refunds, 0063). */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    merchantRefundId: text('merchant_refund_id').notNull().unique('refunds_merchant_refund_id_key'),
    gatewayRefundId: text('gateway_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    state: text('state').$type<RefundState>().notNull().default('NEW'),
    error: text('error'),
    createdAt: ts('created_at').notNull().default(sql`now()`),
    updatedAt: ts('updated_at').notNull().default(sql`now()`),
  },
  // Migration 0063 dropped the unique (payment, amount): the merchant refund id carries idempotency.
  (t) => [index('refunds_order_idx').on(t.orderId, t.createdAt)],
);
