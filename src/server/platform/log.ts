import { env } from './env';
import { redact } from './log-redact';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * One JSON line per event. Callers pass ids and counts, never phone numbers, codes, tokens or
 * addresses: logs are read by more people than the database is. Every field still goes
 * through `redact`, because error objects (a failed query's message, `params` and `detail`)
 * carry the values the caller never chose to log.
 */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  let threshold: number = ORDER.info;
  try {
    threshold = ORDER[env().LOG_LEVEL];
  } catch {
    // A broken env is reported by the start-up check; logging must still work meanwhile.
  }
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: redact(msg), ...(redact(fields) as object) });
  if (level === 'error' || level === 'warn') console.warn(line);
  else console.log(line);
}
