import { sql } from 'drizzle-orm';
import { getDb, query, type Db } from '../db/client';
import { jobs } from '../db/schema';

/**
 * The durable job table (migration 0009_jobs): timers that survive restarts and run once across
 * instances. Handlers must be idempotent: a job whose instance dies mid-run runs again when its
 * lease ends.
 */
export type JobName =
  | 'payment-window-ends'
  | 'order-message'
  | 'cod-confirmation-ends'
  | 'grievance-acknowledgement'
  | 'evidence-expires'
  | 'console-task'
  | 'meta-delivery'
  | 'checkout-reminder'
  | 'review-request'
  | 'photo-files-forget';

export type ClaimedJob = { id: number; name: string; payload: unknown; attempts: number };

/**
 * Adds a job due at `runAt`. Pass the caller's transaction as `db` so the job exists exactly
 * when the row it is about does (an order rolled back leaves no timer behind).
 */
export async function schedule(name: JobName, runAt: Date, payload: Record<string, unknown>, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await d.insert(jobs).values({ name, runAt, payload });
}

/**
 * Adds a job due at `runAt` unless one of that name is still waiting or running: for a job that
 * works through a backlog (it picks up whatever has piled up when it runs), one is enough.
 */
export async function scheduleOnce(name: JobName, runAt: Date, payload: Record<string, unknown>, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await d.execute(sql`insert into jobs (name, run_at, payload)
    select ${name}, ${runAt.toISOString()}::timestamptz, ${JSON.stringify(payload)}::jsonb
    where not exists (select 1 from jobs where name = ${name} and done_at is null and gave_up_at is null)`);
}

/** Leases up to `limit` jobs due by `now`; SKIP LOCKED lets instances claim side by side. */
export async function claimDue(now: Date, limit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
  const db = await getDb();
  const at = now.toISOString();
  const rows = await query<{ id: number | string; name: string; payload: unknown; attempts: number }>(
    db,
    sql`update jobs set attempts = attempts + 1,
          locked_until = ${at}::timestamptz + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from jobs
          where done_at is null and gave_up_at is null and run_at <= ${at}::timestamptz
            and (locked_until is null or locked_until <= ${at}::timestamptz)
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, name, payload, attempts`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
    attempts: Number(r.attempts),
  }));
}

export async function markDone(id: number): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${id}`);
}

/** A failed run waits until `retryAt`; null gives up and keeps the row for inspection. */
export async function markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
  const db = await getDb();
  const message = error.slice(0, 500);
  if (retryAt === null) {
    await db.execute(sql`update jobs set gave_up_at = now(), locked_until = null, last_error = ${message} where id = ${id}`);
  } else {
    await db.execute(sql`update jobs set run_at = ${retryAt.toISOString()}::timestamptz, locked_until = null,
      last_error = ${message} where id = ${id}`);
  }
}
