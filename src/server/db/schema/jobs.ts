import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Durable timers run by src/server/jobs (migration 0009_jobs). */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  runAt: ts('run_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: ts('locked_until'),
  doneAt: ts('done_at'),
  gaveUpAt: ts('gave_up_at'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.gaveUpAt} is null`)]);
