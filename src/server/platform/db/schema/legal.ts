import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/** Migration 0050: the declarations' shop-wide defaults and the grievance officer, one row (src/lib/validation/legal.ts). */
export const legalSettings = pgTable('legal_settings', {
  id: smallint('id').primaryKey().default(1),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Migration 0051: complaints and their two clocks (src/server/legal/grievances.ts). */
export const grievances = pgTable('grievances', {
  id: serial('id').primaryKey(),
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  email: text('email'),
  orderNumber: text('order_number'),
  topic: text('topic').notNull(),
  description: text('description').notNull(),
  status: text('status').$type<'open' | 'acknowledged' | 'resolved'>().notNull().default('open'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
  acknowledgeBy: ts('acknowledge_by').notNull(),
  resolveBy: ts('resolve_by').notNull(),
  acknowledgedAt: ts('acknowledged_at'),
  acknowledgementNote: text('acknowledgement_note'),
  resolvedAt: ts('resolved_at'),
  resolutionNote: text('resolution_note'),
  ackSmsSentAt: ts('ack_sms_sent_at'),
  ackSmsError: text('ack_sms_error'),
}, (t) => [index('grievances_status_idx').on(t.status, t.createdAt), index('grievances_customer_idx').on(t.customerId)]);
