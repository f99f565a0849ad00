import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Migration 0022: what a live courier answered for an order, kept step by step (src/server/courier/book-shipment.ts). */
export const courierBookings = pgTable(
  'courier_bookings',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    courierOrderId: text('courier_order_id').notNull(),
    shipmentId: text('shipment_id').notNull(),
    awb: text('awb'),
    courierName: text('courier_name'),
    labelUrl: text('label_url'),
    ndrReason: text('ndr_reason'),
    ndrAt: ts('ndr_at'),
    ndrAction: text('ndr_action').$type<'re-attempt' | 'return'>(),
    ndrActionAt: ts('ndr_action_at'),
    createdAt: ts('created_at').notNull().default(sql`now()`),
    updatedAt: ts('updated_at').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('courier_bookings_awb_idx').on(t.awb)],
);

/** Migration 0022: each tracking update received, once per AWB, status and courier time. */
export const courierEvents = pgTable(
  'courier_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    awb: text('awb').notNull(),
    statusId: integer('status_id').notNull(),
    status: text('status').notNull(),
    happenedAt: text('happened_at').notNull(),
    receivedAt: ts('received_at').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('courier_events_once_idx').on(t.awb, t.statusId, t.happenedAt), index('courier_events_order_idx').on(t.orderId, t.id)],
);
