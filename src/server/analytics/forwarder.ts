import { whenReady } from '#server/platform/ready-gate';
import { log } from '#server/platform/log';
import { HASHED_FIELDS, hashField } from './hash';
import { metaConfig, sendEvents, type MetaConfig } from './meta-client';
import { claimDue, markDelivered, markFailed, pruneDelivered, type ClaimedEvent } from './outbox';
import type { ServerEvent } from './server-event';

/**
 * Delivers the analytics outbox to the Meta Conversions API: batches of due events, retries
 * with exponential backoff, and after a bound gives up while keeping the row for inspection.
 */
export type ForwarderOptions = {
  /** Meta takes up to 1000 events per request; smaller batches keep one bad event's blast radius small. */
  batchSize?: number;
  maxBatches?: number;
  maxAttempts?: number;
  baseDelaySeconds?: number;
  maxDelaySeconds?: number;
  leaseSeconds?: number;
  config?: MetaConfig | null;
  now?: () => number;
};

export type ForwardResult = { delivered: number; failed: number; gaveUp: number };

/** Meta rejects a whole request if any event in it is older than 7 days; keep a margin. */
const MAX_EVENT_AGE_SECONDS = 7 * 24 * 3600 - 3600;

export function backoffSeconds(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

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

export async function forwardOnce(opts: ForwarderOptions = {}): Promise<ForwardResult> {
  const config = opts.config === undefined ? metaConfig() : opts.config;
  const result: ForwardResult = { delivered: 0, failed: 0, gaveUp: 0 };
  if (!config) return result;
  const batchSize = Math.min(1000, opts.batchSize ?? 50);
  const maxAttempts = opts.maxAttempts ?? 10;
  const base = opts.baseDelaySeconds ?? 60;
  const cap = opts.maxDelaySeconds ?? 6 * 3600;
  const now = opts.now ?? Date.now;

  const fail = async (rows: ClaimedEvent[], error: string) => {
    const attempts = Math.max(...rows.map((r) => r.attempts));
    const last = rows.filter((r) => r.attempts >= maxAttempts).map((r) => r.id);
    const retry = rows.filter((r) => r.attempts < maxAttempts);
    await markFailed(last, error, null);
    result.gaveUp += last.length;
    // Rows of one batch may differ in attempts; each waits by its own count.
    for (const r of retry) await markFailed([r.id], error, backoffSeconds(r.attempts, base, cap));
    result.failed += retry.length;
    log('warn', 'meta conversions api send failed', { events: rows.length, attempts, gaveUp: last.length, error: error.slice(0, 120) });
  };

  const send = async (rows: ClaimedEvent[]): Promise<boolean> => {
    const r = await sendEvents(config, rows.map((row) => forMeta(row.payload)));
    if (r.ok) {
      await markDelivered(rows.map((row) => row.id));
      result.delivered += rows.length;
      return true;
    }
    // A 4xx on a batch may be one malformed event: retry them one by one so the rest go through.
    if (r.status >= 400 && r.status < 500 && r.status !== 429 && rows.length > 1) {
      let all = true;
      for (const row of rows) all = (await send([row])) && all;
      return all;
    }
    await fail(rows, r.error);
    return false;
  };

  for (let i = 0; i < (opts.maxBatches ?? 20); i++) {
    const claimed = await claimDue(batchSize, opts.leaseSeconds ?? 120);
    if (claimed.length === 0) break;
    const oldest = Math.floor(now() / 1000) - MAX_EVENT_AGE_SECONDS;
    const stale = claimed.filter((r) => r.payload.event_time < oldest);
    if (stale.length > 0) {
      await markFailed(stale.map((r) => r.id), 'older than the 7 days Meta accepts', null);
      result.gaveUp += stale.length;
    }
    const fresh = claimed.filter((r) => r.payload.event_time >= oldest);
    // Meta is failing: stop this pass; the backoff decides when to try again.
    if (fresh.length > 0 && !(await send(fresh))) break;
  }
  return result;
}

export type ForwarderHandle = { stop: () => void };

/**
 * Runs forwardOnce every `intervalMs` in the background when the Conversions API is configured
 * (META_PIXEL_ID and META_CAPI_TOKEN). The timer is unref'd so it never holds the process open.
 */
export function startForwarder(intervalMs = 10_000, opts: ForwarderOptions = {}): ForwarderHandle {
  const config = opts.config === undefined ? metaConfig() : opts.config;
  if (!config) {
    log('info', 'meta conversions api off (META_PIXEL_ID or META_CAPI_TOKEN not set)');
    return { stop: () => {} };
  }
  let running = false;
  let lastPrune = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await whenReady();
      const r = await forwardOnce({ ...opts, config });
      if (r.delivered + r.gaveUp > 0) log('info', 'meta conversions api', { ...r });
      if (Date.now() - lastPrune > 3_600_000) {
        lastPrune = Date.now();
        await pruneDelivered(30);
      }
    } catch (err) {
      log('warn', 'analytics forwarder pass failed', { error: err instanceof Error ? err.message : String(err) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  log('info', 'meta conversions api forwarder started', { pixelId: config.pixelId, intervalMs });
  return { stop: () => clearInterval(timer) };
}
