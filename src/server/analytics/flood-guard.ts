import { tooManyRequests } from '#server/platform/errors';

/**
 * A per-process cap on analytics events per client address, so a script cannot fill the
 * outbox (and Meta) with junk. In memory on purpose: it guards one table, a shopper never gets
 * near it, and a database-backed limiter would cost more than the insert it protects.
 */
export const EVENTS_PER_WINDOW = 300;
export const WINDOW_MS = 10 * 60_000;
const MAX_TRACKED = 10_000;

const windows = new Map<string, { start: number; count: number }>();

export function guardFlood(ip: string | null, events: number, now = Date.now()): void {
  const key = ip ?? 'unknown';
  let w = windows.get(key);
  if (!w || now - w.start >= WINDOW_MS) {
    if (windows.size >= MAX_TRACKED) windows.clear();
    w = { start: now, count: 0 };
    windows.set(key, w);
  }
  if (w.count + events > EVENTS_PER_WINDOW) {
    throw tooManyRequests('Too many analytics events from this address. Try again later.', (w.start + WINDOW_MS - now) / 1000);
  }
  w.count += events;
}

export function resetFloodGuardForTests(): void {
  windows.clear();
}
