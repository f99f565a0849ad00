import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Durable timers run by src/server/app/job-worker.ts (migration 0009_jobs). */
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

/** Long console work run as a job, as the console polls it (migration 0041_console_tasks). */
export const consoleTasks = pgTable('console_tasks', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  staffId: text('staff_id').notNull(),
  input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
  state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  answer: jsonb('answer').$type<{ status: number; message: string; data: unknown; errors?: unknown }>(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
}, (t) => [index('console_tasks_staff_idx').on(t.staffId, t.createdAt)]);
