import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { DomainError, tooManyRequests } from '#server/platform/errors';

/**
 * One customer's writes (addresses, orders) run one at a time. In this process they wait in a
 * queue that holds no database connection, so a customer firing hundreds of requests at once
 * occupies one pooled connection, not the whole pool; across instances the row lock on the
 * customer serialises them. The queue is only a courtesy order: losing it (a restart) is harmless.
 */
export const MAX_QUEUED_WRITES = 24;
export const BUSY_MESSAGE = 'We are still working on your earlier requests. Please wait a moment and try again.';

type Lane = { tail: Promise<unknown>; queued: number };
const lanes = new Map<string, Lane>();

/**
 * A limit's refusal (429) is remembered for a few seconds per customer and kind of write, so a
 * script repeating a refused write is answered from memory instead of the database. Short, so a
 * limit that frees up early (a COD order confirmed) is noticed soon.
 */
const REFUSAL_MEMORY_MS = 10_000;
const refusals = new Map<string, { until: number; error: DomainError }>();

function remember(key: string, error: DomainError): void {
  const now = Date.now();
  if (refusals.size > 10_000) for (const [k, r] of refusals) if (r.until <= now) refusals.delete(k);
  refusals.set(key, { until: now + REFUSAL_MEMORY_MS, error });
}

/** `kind` names the write (e.g. `address-save`) whose limit a refusal belongs to. */
export async function inCustomerLane<T>(customerId: string, kind: string, write: () => Promise<T>): Promise<T> {
  const key = `${customerId}:${kind}`;
  const refused = refusals.get(key);
  if (refused && refused.until > Date.now()) throw refused.error;
  if (refused) refusals.delete(key);
  let lane = lanes.get(customerId);
  if (!lane) {
    lane = { tail: Promise.resolve(), queued: 0 };
    lanes.set(customerId, lane);
  }
  // A shopper has a request or two in flight; dozens at once are a script, refused before they cost anything.
  if (lane.queued >= MAX_QUEUED_WRITES) throw tooManyRequests(BUSY_MESSAGE, 2);
  lane.queued += 1;
  const run = lane.tail.then(write);
  lane.tail = run.catch(() => undefined);
  const own = lane;
  try {
    return await run;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'too_many') remember(key, err);
    throw err;
  } finally {
    own.queued -= 1;
    if (own.queued === 0 && lanes.get(customerId) === own) lanes.delete(customerId);
  }
}

/**
 * Holds the customer's row until the transaction ends. FOR NO KEY UPDATE, so inserts that only
 * reference the customer (sessions, orders) are not blocked; a wait past the lock timeout fails
 * the request with a 503 instead of piling up. `alsoHold`: another lock taken in the same
 * statement (an order's Idempotency-Key), to spare a round trip.
 */
export async function lockCustomer(tx: Db, customerId: string, alsoHold: SQL | null = null): Promise<void> {
  await tx.execute(sql`select id${alsoHold ? sql`, ${alsoHold}` : sql``} from customers where id = ${customerId} for no key update`);
}
