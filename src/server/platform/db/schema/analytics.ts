import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Outbox of server-side analytics events (migration 0004_analytics). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    eventName: text('event_name').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull().default(sql`now()`),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().default(sql`now()`),
    deliveredAt: ts('delivered_at'),
    lastError: text('last_error'),
    gaveUpAt: ts('gave_up_at'),
  },
  (t) => [
    unique('analytics_events_name_id_key').on(t.eventName, t.eventId),
    index('analytics_events_pending_idx').on(t.nextAttemptAt).where(sql`delivered_at is null and gave_up_at is null`),
  ],
);
