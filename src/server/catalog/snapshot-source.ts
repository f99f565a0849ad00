import { catalogReplicaDb, type Db } from '#server/platform/db/client';
import { catalogVersion } from '#server/platform/db/schema/index';
import { log } from '#server/platform/log';
import { loadSnapshot, type CatalogSnapshot } from './snapshot';

/**
 * Where the catalog snapshot for a version is read: the streaming replica (DATABASE_REPLICA_URL)
 * when there is one and it has replayed that version, otherwise the primary. The version itself
 * is always read on the primary (version.ts), so a replica that lags can never hide an edit: it
 * is simply not used until it catches up, and the one-second window of DESIGN.md 13 holds.
 *
 * Only the shopper's catalog goes this way. Cart quotes (cart/quote.ts) and order pricing
 * (orders/price-order.ts) read sizes and offers on the primary themselves, so a 409 for a
 * changed price is judged against the primary's figures; admin reads and every write use the
 * primary too.
 */

/** After the replica fails outright (down, refusing), the primary answers this long before it is tried again. */
const RETRY_AFTER_MS = 5000;

class ReplicaBehind extends Error {
  constructor(readonly replicaVersion: number) {
    super('the catalog replica has not replayed this catalog version yet');
  }
}

type Episode = 'behind' | 'failing' | undefined;
let episode: Episode;
let retryAt = 0;

export async function loadSnapshotAt(version: number, primary: Db): Promise<CatalogSnapshot> {
  const replica = catalogReplicaDb();
  if (!replica || Date.now() < retryAt) return loadSnapshot(primary);
  try {
    const snap = await loadCaughtUp(replica, version);
    if (episode) log('info', 'catalog reads are back on the replica', { version });
    episode = undefined;
    return snap;
  } catch (err) {
    const behind = err instanceof ReplicaBehind;
    if (!behind) retryAt = Date.now() + RETRY_AFTER_MS;
    const now: Episode = behind ? 'behind' : 'failing';
    // One line per episode, not one per load: a lagging replica would otherwise log at every edit.
    // Never the address: the connection string may carry a password, and the error code says enough.
    if (episode !== now) {
      const fields = behind ? { version, replicaVersion: err.replicaVersion } : { version, code: errorCode(err) };
      log('warn', behind ? 'catalog replica is behind the primary: reading the catalog from the primary' : 'catalog replica failed: reading the catalog from the primary', fields);
    }
    episode = now;
    return loadSnapshot(primary);
  }
}

/**
 * One REPEATABLE READ transaction sees one moment of the replica, so the version it reads is the
 * version of every row the snapshot is built from. A hot standby allows this isolation level,
 * read only.
 */
function loadCaughtUp(replica: Db, version: number): Promise<CatalogSnapshot> {
  return replica.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: catalogVersion.version }).from(catalogVersion);
      const replicaVersion = row?.version ?? 0;
      if (replicaVersion < version) throw new ReplicaBehind(replicaVersion);
      return loadSnapshot(tx, { oneConnection: true });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The driver's code (ECONNREFUSED, 57P01, ...) without the message, which names the host. */
function errorCode(err: unknown): string {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return err instanceof Error ? err.name : 'unknown';
}
