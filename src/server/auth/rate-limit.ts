import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { tooManyRequests } from '#server/platform/errors';

/** Counted over the last `windowSeconds` (sliding), or over the calendar day in India. */
export type LimitWindow = { windowSeconds: number } | { perIndiaDay: true };

export type Limit = LimitWindow & {
  /** What is counted, e.g. `otp:mobile:9876543210`. Stored hashed, so the table is not a readable list of numbers and addresses. */
  bucket: string;
  max: number;
  /** Shown to the shopper when the limit is reached; `{wait}` becomes "3 minutes" or "5 hours". */
  message: string;
};

/** The hits one call counted, to be handed back when what they guarded turned out harmless. */
export type Hits = { release(): Promise<void> };

/**
 * The shop's day is the India Standard Time calendar day (UTC+05:30, no daylight saving), so
 * "until the day is over" means until the next midnight in India. Computed in the database so
 * every instance agrees, independent of the session's time zone.
 */
const INDIA_DAY_START = sql`((date_trunc('day', (now() at time zone 'UTC') + interval '330 minutes') - interval '330 minutes') at time zone 'UTC')`;

function windowStart(limit: LimitWindow): SQL {
  return 'windowSeconds' in limit ? sql`(now() - make_interval(secs => ${limit.windowSeconds}))` : INDIA_DAY_START;
}

/** Seconds until the oldest counted hit leaves the window, or until midnight in India. */
function retrySeconds(limit: LimitWindow): SQL {
  return 'windowSeconds' in limit
    ? sql`ceil(extract(epoch from (min(created_at) + make_interval(secs => ${limit.windowSeconds}) - now())))`
    : sql`ceil(extract(epoch from (${INDIA_DAY_START} + interval '1 day' - now())))`;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  if (seconds < 90 * 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const hours = Math.round(seconds / 3600);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Counts one hit against every limit, or none if any is full (then a 429 with Retry-After).
 * The count lives in PostgreSQL and each bucket is locked for the transaction, so several
 * server instances share one limit and two racing requests cannot both take the last slot.
 */
export async function hitLimits(limits: Limit[]): Promise<Hits> {
  const db = await getDb();
  const ids = await db.transaction(async (tx) => {
    const buckets = [...new Set(limits.map((l) => bucketKey(l.bucket)))].sort();
    for (const b of buckets) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${b}))`);
    for (const limit of limits) {
      const key = bucketKey(limit.bucket);
      const since = windowStart(limit);
      await tx.execute(sql`delete from rate_limit_hits where bucket = ${key} and created_at <= ${since}`);
      const [row] = await query<{ hits: number | string; retry: number | string | null }>(
        tx,
        sql`select count(*) as hits, ${retrySeconds(limit)} as retry
            from rate_limit_hits
            where bucket = ${key} and created_at > ${since}`,
      );
      if (Number(row?.hits ?? 0) >= limit.max) {
        const wait = Math.max(1, Number(row?.retry ?? 60));
        throw tooManyRequests(limit.message.replace('{wait}', describeWait(wait)), wait);
      }
    }
    const inserted: string[] = [];
    for (const limit of limits) {
      const [row] = await query<{ id: string | number }>(
        tx,
        sql`insert into rate_limit_hits (bucket) values (${bucketKey(limit.bucket)}) returning id`,
      );
      inserted.push(String(row!.id));
    }
    return inserted;
  });
  return {
    async release() {
      if (ids.length === 0) return;
      await db.execute(sql`delete from rate_limit_hits where id in (${sql.join(ids.map((id) => sql`${id}::bigint`), sql`, `)})`);
    },
  };
}

function bucketKey(bucket: string): string {
  return createHash('sha256').update(`rate-limit:${bucket}`).digest('hex');
}
