import { sql } from 'drizzle-orm';
import { query, type Db } from '#server/platform/db/client';
import { catalogVersionSql } from '#server/platform/db/catalog-version';
import { readMark } from '#server/platform/db/read-marks';
import { returnedCodOrdersSql } from '#server/courier';
import { liveCustomerOf, liveSessionSql, type Customer } from '#server/auth';
import {
  keyStateOf,
  keyStateSql,
  orderLimitsSql,
  ownAddressJsonSql,
  type KeyState,
  type OrderLimitCounts,
} from '#server/orders';

/**
 * What an order asks the database before it is priced, in one round trip (issue 33: on a sale
 * day most order requests are refusals, and each question used to be a round trip of its own):
 * what its Idempotency-Key already made or is making, the customer's order counts for the
 * limits and the COD rules, the chosen delivery address if it is theirs, and the catalog version
 * prices judge by.
 * Only a first look: the order's transaction counts again under the customer's lock. With
 * `session` (the hash of a token this instance remembered) it also checks that the session is
 * still live, 401 otherwise, and reads the customer's name and number fresh. `mark` is taken
 * before the statement is sent (platform/db/read-marks.ts).
 */
export type OrderLook = { mark: number; customer: Customer | null; key: KeyState; limits: OrderLimitCounts; address: unknown; catalogVersion: number; returnedCodOrders: number };

type Row = {
  id: string | null;
  payment_method: number | null;
  request_hash: string | null;
  free: boolean;
  recent: number;
  retry: number | string | null;
  open_cod: number;
  catalog_version: number | string | null;
  address: unknown;
  returned_cod: number | null;
  session: unknown;
};

export async function lookBeforeOrder(db: Db, customerId: string, key: string | null, addressId: string, session: string | null): Promise<OrderLook> {
  const mark = readMark();
  const [row] = await query<Row>(
    db,
    sql`select k.id, k.payment_method, k.request_hash, k.free, l.recent, l.retry, l.open_cod,
               (${catalogVersionSql}) as catalog_version, (${ownAddressJsonSql(customerId, addressId)}) as address,
               (${returnedCodOrdersSql(customerId)}) as returned_cod, ${session ? sql`(${liveSessionSql(session, customerId)})` : sql`null`} as session
        from (${keyStateSql(customerId, key)}) k, (${orderLimitsSql(customerId)}) l`,
  );
  const customer = session ? liveCustomerOf(session, row?.session ?? null) : null;
  return {
    mark,
    customer,
    key: keyStateOf(row),
    limits: { recent: Number(row?.recent ?? 0), retry: row?.retry ?? null, open_cod: Number(row?.open_cod ?? 0) },
    address: row?.address ?? null,
    catalogVersion: Number(row?.catalog_version ?? 0),
    returnedCodOrders: Number(row?.returned_cod ?? 0),
  };
}
