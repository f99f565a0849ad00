import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb, query } from '../db/client';
import { tooManyRequests } from '../http/errors';

export type Limit = {
  /** What is counted, e.g. `otp:mobile:9876543210`. Stored hashed, so the table is not a readable list of numbers and addresses. */
  bucket: string;
  max: number;
  windowSeconds: number;
  /** Shown to the shopper when the limit is reached; `{wait}` becomes "3 minutes". */
  message: string;
};

export const OTP_WINDOW_SECONDS = 10 * 60;
export const OTP_SENDS_PER_MOBILE = 3;
export const OTP_REQUESTS_PER_IP = 20;

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one hit against every limit, or none if any is full (then a 429 with Retry-After).
 * The count lives in PostgreSQL and each bucket is locked for the transaction, so several
 * server instances share one limit and two racing requests cannot both take the last slot.
 */
export async function hitLimits(limits: Limit[]): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const buckets = [...new Set(limits.map((l) => bucketKey(l.bucket)))].sort();
    for (const b of buckets) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${b}))`);
    for (const limit of limits) {
      const key = bucketKey(limit.bucket);
      await tx.execute(sql`delete from rate_limit_hits where bucket = ${key} and created_at <= now() - make_interval(secs => ${limit.windowSeconds})`);
      const [row] = await query<{ hits: number | string; retry: number | string | null }>(
        tx as never,
        sql`select count(*) as hits,
                   ceil(extract(epoch from (min(created_at) + make_interval(secs => ${limit.windowSeconds}) - now()))) as retry
            from rate_limit_hits
            where bucket = ${key} and created_at > now() - make_interval(secs => ${limit.windowSeconds})`,
      );
      if (Number(row?.hits ?? 0) >= limit.max) {
        const wait = Math.max(1, Number(row?.retry ?? limit.windowSeconds));
        throw tooManyRequests(limit.message.replace('{wait}', describeWait(wait)), wait);
      }
    }
    for (const limit of limits) {
      await tx.execute(sql`insert into rate_limit_hits (bucket) values (${bucketKey(limit.bucket)})`);
    }
  });
}

function bucketKey(bucket: string): string {
  return createHash('sha256').update(`rate-limit:${bucket}`).digest('hex');
}
