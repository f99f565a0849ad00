import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { query } from '../db/client';
import { staffSignInFailures } from '../db/schema';
import { tooManyRequests } from '../http/errors';

export const MAX_WRONG = 5;
export const LOCK_MINUTES = 15;

const since = sql`now() - make_interval(mins => ${LOCK_MINUTES})`;

/**
 * 5 wrong passwords within 15 minutes lock the account, and separately the client address,
 * until the oldest of those 5 is 15 minutes old. Refused tries are not counted, so hammering a
 * locked account does not extend its lock.
 */
export async function assertNotLocked(db: Db, email: string, clientAddress: string | null): Promise<void> {
  const rows = await query<{ by_email: number; by_address: number; email_until: string | null; address_until: string | null }>(
    db,
    sql`select
      (select count(*)::int from staff_sign_in_failures where email = ${email} and created_at > ${since}) as by_email,
      (select count(*)::int from staff_sign_in_failures where ${clientAddress}::text is not null and client_address = ${clientAddress} and created_at > ${since}) as by_address,
      (select min(created_at) + make_interval(mins => ${LOCK_MINUTES}) from staff_sign_in_failures where email = ${email} and created_at > ${since}) as email_until,
      (select min(created_at) + make_interval(mins => ${LOCK_MINUTES}) from staff_sign_in_failures where ${clientAddress}::text is not null and client_address = ${clientAddress} and created_at > ${since}) as address_until`,
  );
  const r = rows[0]!;
  const locked = r.by_email >= MAX_WRONG ? r.email_until : r.by_address >= MAX_WRONG ? r.address_until : null;
  if (locked) {
    const seconds = (new Date(locked).getTime() - Date.now()) / 1000;
    throw tooManyRequests(
      `Too many wrong passwords: sign-in is locked for ${LOCK_MINUTES} minutes. Try again later, or ask the shop owner to check your account.`,
      seconds,
    );
  }
}

export async function recordWrongPassword(db: Db, email: string, clientAddress: string | null): Promise<void> {
  await db.insert(staffSignInFailures).values({ email, clientAddress });
}

/** A right password clears the account's count (the address keeps its own). */
export async function clearWrongPasswords(db: Db, email: string): Promise<void> {
  await db.delete(staffSignInFailures).where(and(eq(staffSignInFailures.email, email), gt(staffSignInFailures.id, 0)));
}
