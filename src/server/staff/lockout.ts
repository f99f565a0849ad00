import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb, query, type Db } from '#server/platform/db/client';
import { staffSignInCounts } from '#server/platform/db/schema/index';
import { DomainError, tooManyRequests } from '#server/platform/errors';

/**
 * Sign-in budgets (issue 26). Every try is reserved before argon2 runs, by one conditional upsert
 * per counter inside one transaction, so a burst gets exactly the budget and no more:
 * - one account from one network (IPv4 /24, IPv6 /64): 5 tries in 15 minutes, then that network
 *   is locked out of that account only;
 * - one network over all accounts: from the 5th try each next one waits twice as long (1 s, 2 s,
 *   … at most 60 s), and 20 tries in 15 minutes block the network;
 * - one account everywhere: 50 wrong tries in 24 hours put it on guard; the right password then
 *   opens it only from a network the member signed in from before, with a right TOTP code, or
 *   after an owner unlocks it. A stranger's guesses never refuse the member outright.
 * A right password hands the network's try back, so colleagues in one office are not slowed.
 */
export const ACCOUNT_NETWORK = { max: 5, minutes: 15 } as const;
export const NETWORK = { max: 20, minutes: 15, slowFrom: 5, maxWaitSeconds: 60 } as const;
export const ACCOUNT_GUARD = { max: 50, minutes: 24 * 60 } as const;

export const LOCKED = `Too many wrong passwords: sign-in is locked for ${ACCOUNT_NETWORK.minutes} minutes. Try again later, or ask the shop owner to check your account.`;
const SLOWED = 'Too many sign-in attempts from your network. Wait {wait} and try again.';
export const UNLOCK_NEEDED =
  'So many wrong passwords were tried on this account that it now opens only with your authenticator code, from a network you signed in from before, or after the shop owner unlocks it on the staff page.';

export type Attempt = { email: string; network: string; accountNetworkTries: number };

const accountNetworkKey = (email: string, network: string) => `acct-net:${email}|${network}`;
const networkKey = (network: string) => `net:${network}`;
const accountKey = (email: string) => `acct:${email}`;

function expired(minutes: number) {
  return sql`c.window_start <= now() - make_interval(mins => ${minutes})`;
}

/**
 * One try taken from a counter, or nothing when the counter is full or must wait. The pace is
 * read on the clock, not now(): a transaction that waited for the row lock started earlier.
 */
async function take(tx: Db, key: string, limit: { max: number; minutes: number }, wait: SQL): Promise<number | null> {
  const rows = await query<{ tries: number }>(
    tx,
    sql`insert into staff_sign_in_counts as c (key, window_start, tries, next_at) values (${key}, now(), 1, now())
        on conflict (key) do update set
          window_start = case when ${expired(limit.minutes)} then now() else c.window_start end,
          tries = case when ${expired(limit.minutes)} then 1 else c.tries + 1 end,
          next_at = case when ${expired(limit.minutes)} then now() when ${wait} > interval '0 seconds' then clock_timestamp() + ${wait} else c.next_at end
        where ${expired(limit.minutes)} or (c.tries < ${limit.max} and c.next_at <= clock_timestamp())
        returning tries`,
  );
  return rows[0]?.tries ?? null;
}

const noWait = sql`interval '0 seconds'`;

/** The network's pace: from the 5th try, 1 s, 2 s, 4 s … (at most 60 s) before the next. */
const networkWait = sql`make_interval(secs => least(${NETWORK.maxWaitSeconds}, case when c.tries + 1 >= ${NETWORK.slowFrom} then power(2, c.tries + 1 - ${NETWORK.slowFrom}) else 0 end))`;

class Refused extends Error {
  constructor(readonly key: string) {
    super('refused');
  }
}

/** Reserves one try for this account from this network, or answers 429 with Retry-After. */
export async function reserveAttempt(email: string, network: string): Promise<Attempt> {
  const db = await getDb();
  try {
    const accountNetworkTries = await db.transaction(async (t) => {
      // Always the account's row first, then the network's: one lock order, no deadlock, and a
      // locked account answers with its lock rather than with the network's pace.
      const tries = await take(t, accountNetworkKey(email, network), ACCOUNT_NETWORK, noWait);
      if (tries === null) throw new Refused(accountNetworkKey(email, network));
      if ((await take(t, networkKey(network), NETWORK, networkWait)) === null) throw new Refused(networkKey(network));
      return tries;
    });
    return { email, network, accountNetworkTries };
  } catch (err) {
    if (err instanceof Refused) throw await refusal(db, err.key);
    throw err;
  }
}

async function refusal(db: Db, key: string): Promise<DomainError> {
  const minutes = key.startsWith('net:') ? NETWORK.minutes : ACCOUNT_NETWORK.minutes;
  const max = key.startsWith('net:') ? NETWORK.max : ACCOUNT_NETWORK.max;
  const [row] = await query<{ tries: number; window_left: number; pace_left: number }>(
    db,
    sql`select tries,
          extract(epoch from window_start + make_interval(mins => ${minutes}) - now())::float8 as window_left,
          extract(epoch from next_at - now())::float8 as pace_left
        from staff_sign_in_counts where key = ${key}`,
  );
  if (!row || row.tries >= max) return tooManyRequests(LOCKED, row?.window_left ?? minutes * 60);
  const seconds = Math.max(1, Math.ceil(row.pace_left));
  return tooManyRequests(SLOWED.replace('{wait}', seconds === 1 ? '1 second' : `${seconds} seconds`), seconds);
}

/** A right password: the network gets its try back and the account's count there starts again. */
export async function settleRightPassword(attempt: Attempt): Promise<void> {
  const db = await getDb();
  await db.delete(staffSignInCounts).where(eq(staffSignInCounts.key, accountNetworkKey(attempt.email, attempt.network)));
  await db.execute(sql`update staff_sign_in_counts set tries = greatest(tries - 1, 0), next_at = now() where key = ${networkKey(attempt.network)}`);
  await pruneCounters(db);
}

/** Counts a wrong try against the account everywhere; answers whether this one put it on guard. */
export async function countAccountFailure(email: string): Promise<{ guardedNow: boolean }> {
  const db = await getDb();
  const [row] = await query<{ tries: number }>(
    db,
    sql`insert into staff_sign_in_counts as c (key, window_start, tries) values (${accountKey(email)}, now(), 1)
        on conflict (key) do update set
          window_start = case when ${expired(ACCOUNT_GUARD.minutes)} then now() else c.window_start end,
          tries = case when ${expired(ACCOUNT_GUARD.minutes)} then 1 else c.tries + 1 end
        returning tries`,
  );
  return { guardedNow: row?.tries === ACCOUNT_GUARD.max };
}

export async function accountGuarded(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await query<{ guarded: boolean }>(
    db,
    sql`select c.tries >= ${ACCOUNT_GUARD.max} and not (${expired(ACCOUNT_GUARD.minutes)}) as guarded from staff_sign_in_counts c where c.key = ${accountKey(email)}`,
  );
  return row?.guarded ?? false;
}

/** Which of these emails are on guard now (for the staff page's Unlock button). */
export async function guardedEmails(db: Db): Promise<Set<string>> {
  const rows = await query<{ key: string }>(
    db,
    sql`select c.key from staff_sign_in_counts c where c.key like 'acct:%' and c.tries >= ${ACCOUNT_GUARD.max} and not (${expired(ACCOUNT_GUARD.minutes)})`,
  );
  return new Set(rows.map((r) => r.key.slice('acct:'.length)));
}

/** An owner's unlock: the account's count everywhere starts again. */
export async function unlockAccount(tx: Db, email: string): Promise<boolean> {
  const gone = await tx.delete(staffSignInCounts).where(eq(staffSignInCounts.key, accountKey(email))).returning({ key: staffSignInCounts.key });
  return gone.length > 0;
}

/** Windows long over are dropped now and then, so the table holds only live counters. */
async function pruneCounters(db: Db): Promise<void> {
  await db.execute(sql`delete from staff_sign_in_counts where window_start < now() - make_interval(mins => ${ACCOUNT_GUARD.minutes})`);
}
