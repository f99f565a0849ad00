import { sql, type SQL } from 'drizzle-orm';
import { query, type Db } from '#server/platform/db/client';

/**
 * An order's Idempotency-Key is looked at before anything else (issue 33, "the key first"): a
 * repeat of a placed order is answered with it, never with a limit, price or stock refusal.
 *
 * Across instances the key is a transaction-scoped advisory lock, held by the transaction that
 * places the order (so it is released by commit or rollback, and works through a pooler in
 * transaction mode). A copy that finds it held waits for that transaction and then reads the
 * order it made. The two-int form keeps these locks apart from the single-bigint ones (migrations,
 * rate-limit buckets, saved carts).
 */
const ORDER_KEY_SPACE = sql.raw('4932953'); // 'KEY' in hex, a fixed namespace

function keyLock(customerId: string, key: string) {
  return sql`${ORDER_KEY_SPACE}, hashtext(${customerId}::text || ':' || ${key}::text)`;
}

export type KeyedOrder = { id: string; paymentMethod: number; requestHash: string | null };

type Row = { id: string | null; payment_method: number | null; request_hash: string | null; free: boolean };

function toOrder(row: Row | undefined): KeyedOrder | null {
  return row?.id ? { id: row.id, paymentMethod: Number(row.payment_method), requestHash: row.request_hash } : null;
}

export type KeyState = { order: KeyedOrder | null; busy: boolean };

/**
 * One indexed lookup (the unique (customer_id, idempotency_key) index), and in the same statement
 * whether another transaction holds the key right now: a copy being placed on another instance.
 * A fragment, so the look before an order asks it in the same round trip as the rest
 * (workflows/order-look.ts); a null key is a row saying nothing was placed with one.
 */
export function keyStateSql(customerId: string, key: string | null): SQL {
  if (key === null) return sql`select null::text as id, null::int as payment_method, null::text as request_hash, true as free`;
  return sql`select o.id, o.payment_method, o.request_hash, pg_try_advisory_xact_lock(${keyLock(customerId, key)}) as free
             from (select 1) one left join orders o on o.customer_id = ${customerId} and o.idempotency_key = ${key}`;
}

export function keyStateOf(row: Row | undefined): KeyState {
  return { order: toOrder(row), busy: row ? !row.free : false };
}

export async function seenKey(db: Db, customerId: string, key: string): Promise<KeyState> {
  const [row] = await query<Row>(db, keyStateSql(customerId, key));
  return keyStateOf(row);
}

/** Holds the key until the caller's transaction ends; taken first in the order's transaction. */
export async function holdOrderKey(tx: Db, customerId: string, key: string): Promise<void> {
  await tx.execute(sql`select ${holdOrderKeySql(customerId, key)}`);
}

/** The same hold as an expression, for the statement that also locks the customer's row. */
export function holdOrderKeySql(customerId: string, key: string): SQL {
  return sql`pg_advisory_xact_lock(${keyLock(customerId, key)})`;
}

/**
 * Waits until no transaction holds the key (the copy ahead committed its order or rolled back),
 * then reads the order the key made, if any. Two statements outside a transaction: the wait
 * takes the lock and lets it go at once, and the read after it, with its own snapshot, sees
 * what was committed meanwhile.
 */
export async function awaitOrderKey(db: Db, customerId: string, key: string): Promise<KeyedOrder | null> {
  await db.execute(sql`select pg_advisory_xact_lock(${keyLock(customerId, key)})`);
  const [row] = await query<Row>(
    db,
    sql`select id, payment_method, request_hash, true as free from orders where customer_id = ${customerId} and idempotency_key = ${key}`,
  );
  return toOrder(row);
}
