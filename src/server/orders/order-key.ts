import { sql } from 'drizzle-orm';
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

/**
 * One indexed lookup (the unique (customer_id, idempotency_key) index), and in the same statement
 * whether another transaction holds the key right now: a copy being placed on another instance.
 */
export async function seenKey(db: Db, customerId: string, key: string): Promise<{ order: KeyedOrder | null; busy: boolean }> {
  const [row] = await query<Row>(
    db,
    sql`select o.id, o.payment_method, o.request_hash, pg_try_advisory_xact_lock(${keyLock(customerId, key)}) as free
        from (select 1) one left join orders o on o.customer_id = ${customerId} and o.idempotency_key = ${key}`,
  );
  return { order: toOrder(row), busy: row ? !row.free : false };
}

/** Holds the key until the caller's transaction ends; taken first in the order's transaction. */
export async function holdOrderKey(tx: Db, customerId: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${keyLock(customerId, key)})`);
}

/**
 * Waits until no transaction holds the key (the copy ahead committed its order or rolled back),
 * then reads the order the key made, if any. A separate statement after the wait, so it sees
 * what was committed meanwhile.
 */
export async function awaitOrderKey(db: Db, customerId: string, key: string): Promise<KeyedOrder | null> {
  return db.transaction(async (tx) => {
    await holdOrderKey(tx, customerId, key);
    const [row] = await query<Row>(
      tx,
      sql`select id, payment_method, request_hash, true as free from orders where customer_id = ${customerId} and idempotency_key = ${key}`,
    );
    return toOrder(row);
  });
}
