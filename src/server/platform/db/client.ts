import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import * as schema from './schema';
import { runMigrations } from './migrate';
import { log } from '../log';
import { pgliteStartParams } from './pglite-settings';
import { createPgliteDirApart } from './pglite-init';
import { oneQueryAtATime } from './one-query-at-a-time';

/**
 * The one type for the database and for a transaction on it: drizzle's transaction is a
 * PgDatabase too, so a helper that takes a Db runs inside its caller's transaction when handed
 * one and on its own otherwise, with no cast on either side. Both drivers (PGlite, node-postgres)
 * return one of these.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Requests waiting for a pooled connection right now (the load gauge reads it); PGlite has no pool. */
  waiting?: () => number;
};

export type OpenOptions = {
  /** postgres://… for a real server; unset for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to live in (tests isolate each file in its own). */
  searchPath?: string;
  poolMax?: number;
  /** Names the pool's connections in pg_stat_activity (the replica's, so an operator can tell them apart). */
  applicationName?: string;
};

/**
 * No statement may run, or wait for a lock, long enough to hold a pooled connection away from
 * other shoppers: a request that hits either limit fails (503, try again) and frees its
 * connection. An abandoned open transaction is ended too. Migrations lift the first two for
 * themselves (see migrate.ts). PGlite has one connection and no lock waits, and its WebAssembly
 * build has no timer to cancel a statement, so these apply to PostgreSQL only.
 */
export const STATEMENT_TIMEOUT_MS = 5000;
export const LOCK_TIMEOUT_MS = 3000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 15_000;

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 10000,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      lock_timeout: LOCK_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
      ...(opts.applicationName ? { application_name: opts.applicationName } : {}),
    });
    // A dropped connection (database restart) must not crash the process: the pool reconnects.
    pool.on('error', (err) => log('warn', 'database connection lost', { error: err.message }));
    // A checked-out client (e.g. idle inside a transaction) that loses its connection emits 'error'
    // itself; unheard, that event kills the process. The query in flight fails and maps to a 503.
    pool.on('connect', (client) => {
      client.on('error', (err) => log('warn', 'database connection lost (in use)', { error: err.message }));
      oneQueryAtATime(client);
    });
    return { db: drizzle({ client: pool, schema }), kind: 'postgres', close: () => pool.end(), waiting: () => pool.waitingCount };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = opts.dataDir ?? '.data';
  if (dir !== 'memory://') await createPgliteDirApart(dir);
  const startParams = pgliteStartParams(PGlite.defaultStartParams);
  const client = dir === 'memory://' ? new PGlite({ startParams }) : new PGlite(dir, { startParams });
  await client.waitReady;
  const { drizzle } = await import('drizzle-orm/pglite');
  return { db: drizzle({ client, schema }), kind: 'pglite', close: () => client.close() };
}

let current: Promise<DbHandle> | undefined;

/** Installs the database every service uses (the server at start, each test file its own). */
export function setDatabase(handle: Promise<DbHandle> | DbHandle): void {
  current = Promise.resolve(handle);
  waitingNow = () => 0;
  current.then((h) => (waitingNow = h.waiting ?? (() => 0)), () => undefined);
}

let waitingNow: () => number = () => 0;

/** Requests waiting for a connection of the current database's pool (0 on PGlite), read without waiting. */
export function poolWaiting(): number {
  return waitingNow();
}

export function hasDatabase(): boolean {
  return current !== undefined;
}

export async function getHandle(): Promise<DbHandle> {
  if (!current) throw new Error('The database is not open yet: call ensureReady() first.');
  return current;
}

export async function getDb(): Promise<Db> {
  return (await getHandle()).db;
}

let replica: DbHandle | undefined;

/**
 * Installs the streaming replica (DATABASE_REPLICA_URL) that catalog snapshots may be read from;
 * undefined reads everything from the primary. Only the catalog's read side asks for it.
 */
export function setCatalogReplica(handle: DbHandle | undefined): void {
  replica = handle;
}

/** The replica catalog snapshots may be read from, or undefined when there is none. */
export function catalogReplicaDb(): Db | undefined {
  return replica?.db;
}

/** Rows of a raw query, whichever driver ran it. */
export async function query<T = Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function openAndMigrate(opts: OpenOptions): Promise<DbHandle> {
  const handle = await openDatabase(opts);
  await runMigrations(handle.db);
  return handle;
}

export { schema };
