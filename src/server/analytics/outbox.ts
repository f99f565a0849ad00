import { sql } from 'drizzle-orm';
import { getDb, query, type Db } from '#server/platform/db/client';
import { analyticsEvents } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { scheduleOnce, type JobName } from '#server/platform/jobs/job-queue';
import { metaConfig } from './meta-client';
import type { ServerEvent } from './server-event';

export const META_DELIVERY_JOB = 'meta-delivery' satisfies JobName;

/**
 * The analytics_events table: each event once (by name and id), and whether Meta has it. Storing
 * and queueing the delivery job is all a request does; the job sends later, so a slow or failing
 * Meta never slows a shopper down.
 */
export async function storeEvents(events: ServerEvent[], db?: Db): Promise<number> {
  if (events.length === 0) return 0;
  const d = db ?? (await getDb());
  const rows = await d
    .insert(analyticsEvents)
    .values(events.map((e) => ({ id: newId(), eventName: e.event_name, eventId: e.event_id, payload: e })))
    .onConflictDoNothing({ target: [analyticsEvents.eventName, analyticsEvents.eventId] })
    .returning({ id: analyticsEvents.id });
  if (rows.length > 0 && metaConfig()) await scheduleMetaDelivery(d);
  return rows.length;
}

/** Queues the delivery job unless one is waiting or running: it sends whatever is stored when it runs. */
export function scheduleMetaDelivery(db?: Db): Promise<void> {
  return scheduleOnce(META_DELIVERY_JOB, new Date(), {}, db);
}

/** Whether any event still waits for Meta (neither delivered nor given up). */
export async function hasUndelivered(db?: Db): Promise<boolean> {
  const d = db ?? (await getDb());
  const rows = await query<{ id: string }>(d, sql`select id from analytics_events where delivered_at is null and gave_up_at is null limit 1`);
  return rows.length > 0;
}

export type ClaimedEvent = { id: string; attempts: number; payload: ServerEvent };

/**
 * Takes up to `limit` due events and leases them for `leaseSeconds` by pushing their next
 * attempt into the future. SKIP LOCKED lets two instances claim side by side without taking
 * the same rows; an instance that dies mid-send leaves a lease that simply runs out.
 */
export async function claimDue(limit: number, leaseSeconds: number, db?: Db): Promise<ClaimedEvent[]> {
  const d = db ?? (await getDb());
  const rows = await query<{ id: string; attempts: number; payload: ServerEvent | string }>(
    d,
    sql`update analytics_events set attempts = attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from analytics_events
          where delivered_at is null and gave_up_at is null and next_attempt_at <= now()
          order by next_attempt_at, created_at
          limit ${limit}
          for update skip locked)
        returning id, attempts, payload`,
  );
  return rows.map((r) => ({
    id: r.id,
    attempts: Number(r.attempts),
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as ServerEvent) : r.payload,
  }));
}

export async function markDelivered(ids: string[], db?: Db): Promise<void> {
  if (ids.length === 0) return;
  const d = db ?? (await getDb());
  await d.execute(sql`update analytics_events set delivered_at = now(), last_error = null
    where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Meta refused these as they are (or they are too old for it): sending again cannot help. Kept for inspection. */
export async function markGivenUp(ids: string[], error: string, db?: Db): Promise<void> {
  if (ids.length === 0) return;
  const d = db ?? (await getDb());
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  await d.execute(sql`update analytics_events set gave_up_at = now(), last_error = ${error.slice(0, 500)} where id in (${list})`);
}

/** A send that failed for now (Meta down, no answer): the lease ends at once, so the job's retry takes them again. */
export async function release(ids: string[], error: string, db?: Db): Promise<void> {
  if (ids.length === 0) return;
  const d = db ?? (await getDb());
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  await d.execute(sql`update analytics_events set last_error = ${error.slice(0, 500)}, next_attempt_at = now() where id in (${list})`);
}

/** Delivered events are kept a while for inspection, then dropped; given-up ones stay. */
export async function pruneDelivered(olderThanDays: number, db?: Db): Promise<number> {
  const d = db ?? (await getDb());
  const rows = await query<{ id: string }>(
    d,
    sql`delete from analytics_events where delivered_at < now() - make_interval(days => ${olderThanDays}) returning id`,
  );
  return rows.length;
}
