import { log } from '#server/platform/log';
import { HASHED_FIELDS, hashField } from './hash';
import { metaConfig, sendEvents, type MetaConfig } from './meta-client';
import { claimDue, hasUndelivered, markDelivered, markGivenUp, pruneDelivered, release, scheduleMetaDelivery, type ClaimedEvent } from './outbox';
import type { ServerEvent } from './server-event';

/**
 * Delivers stored events to the Meta Conversions API as a job on the shop's one queue: in
 * batches, one bad event never holding back the rest. When Meta fails for now, the job fails, and
 * the queue's retry policy (1, 2, 4 … minutes, at most an hour, ten tries) decides when it runs
 * again; the events stay stored, and the next event or the sweep queues a new job.
 */
export type DeliveryOptions = {
  /** Meta takes up to 1000 events per request; smaller batches keep one bad event's blast radius small. */
  batchSize?: number;
  config?: MetaConfig | null;
  now?: () => number;
};

export type DeliveryResult = { delivered: number; gaveUp: number };

/** Meta rejects a whole request if any event in it is older than 7 days; keep a margin. */
const MAX_EVENT_AGE_SECONDS = 7 * 24 * 3600 - 3600;
/** An instance that dies mid-send leaves its claim to run out after this long. */
const LEASE_SECONDS = 120;
/** Delivered events are kept this long for inspection. */
const KEEP_DELIVERED_DAYS = 30;

/** Hashing again is a no-op for stored events; it guards against a row written by older code. */
export function forMeta(e: ServerEvent): ServerEvent {
  const user = { ...e.user_data };
  for (const field of HASHED_FIELDS) {
    const v = user[field];
    if (v === undefined) continue;
    const hashed = hashField(field, v);
    if (hashed.length > 0) user[field] = hashed;
    else delete user[field];
  }
  return { ...e, user_data: user };
}

/** Meta's 4xx (but 429) means the request as it is will never be taken. */
const refused = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * Sends every stored event that waits, batch after batch, until none is left. Throws when Meta
 * fails for now, after handing the unsent events back, so the job is retried later.
 */
export async function deliverToMeta(opts: DeliveryOptions = {}): Promise<DeliveryResult> {
  const config = opts.config === undefined ? metaConfig() : opts.config;
  const result: DeliveryResult = { delivered: 0, gaveUp: 0 };
  if (!config) return result;
  const batchSize = Math.min(1000, opts.batchSize ?? 50);
  const now = opts.now ?? Date.now;

  const send = async (rows: ClaimedEvent[]): Promise<void> => {
    const r = await sendEvents(config, rows.map((row) => forMeta(row.payload)));
    if (r.ok) {
      await markDelivered(rows.map((row) => row.id));
      result.delivered += rows.length;
      return;
    }
    if (refused(r.status) && rows.length > 1) {
      // One malformed event refuses the whole batch: send them one by one so the rest go through.
      for (const [i, row] of rows.entries()) {
        try {
          await send([row]);
        } catch (err) {
          await release(rows.slice(i + 1).map((rest) => rest.id), 'not sent: Meta failed on an earlier event of the batch');
          throw err;
        }
      }
      return;
    }
    if (refused(r.status)) {
      await markGivenUp([rows[0]!.id], r.error);
      result.gaveUp += 1;
      log('warn', 'meta conversions api refused an event', { status: r.status, error: r.error.slice(0, 120) });
      return;
    }
    await release(rows.map((row) => row.id), r.error);
    throw new Error(`meta conversions api send failed: ${r.error.slice(0, 200)}`);
  };

  for (;;) {
    const claimed = await claimDue(batchSize, LEASE_SECONDS);
    if (claimed.length === 0) return result;
    const oldest = Math.floor(now() / 1000) - MAX_EVENT_AGE_SECONDS;
    const stale = claimed.filter((r) => r.payload.event_time < oldest);
    if (stale.length > 0) {
      await markGivenUp(stale.map((r) => r.id), 'older than the 7 days Meta accepts');
      result.gaveUp += stale.length;
    }
    const fresh = claimed.filter((r) => r.payload.event_time >= oldest);
    if (fresh.length > 0) await send(fresh);
  }
}

/** The 'meta-delivery' job's handler. */
export async function metaDeliveryJob(): Promise<void> {
  const r = await deliverToMeta();
  if (r.delivered + r.gaveUp > 0) log('info', 'meta conversions api', { ...r });
}

/**
 * The sweep: queues the delivery job when events wait and none is queued (a job that gave up
 * after Meta failed for hours, or an event stored as a job ended), and drops old delivered rows.
 */
export async function sweepMetaDelivery(): Promise<void> {
  if (metaConfig() && (await hasUndelivered())) await scheduleMetaDelivery();
  await pruneDelivered(KEEP_DELIVERED_DAYS);
}
