import { env, EnvError } from '#server/platform/env';
import { hasDatabase, openAndMigrate, openDatabase, setCatalogReplica, setDatabase, type DbHandle } from '#server/platform/db/client';
import { seedForMode } from './seed';
import { log } from '#server/platform/log';
import { installOpener } from '#server/platform/db/ready-gate';

let starting: Promise<void> | undefined;

/**
 * Opens the database, applies migrations and, in local mode only, seeds the demo catalog into
 * an empty database (production starts empty; `npm run db:seed` fills one on purpose).
 * Runs once per process; every request waits on the same promise, and scripts/start.mjs
 * calls /readyz before it reports the server ready.
 */
export function ensureReady(): Promise<void> {
  starting ??= (async () => {
    if (hasDatabase()) return; // tests install their own database
    const e = env();
    const began = Date.now();
    const handle = await openAndMigrate({
      databaseUrl: e.DATABASE_URL,
      dataDir: e.DATA_DIR,
      poolMax: e.DATABASE_POOL_MAX,
    });
    const { db, kind } = handle;
    const seeded = await seedForMode(db, e.NODE_ENV === 'production' ? 'production' : 'local');
    if (e.NODE_ENV !== 'production') await (await import('#server/staff')).ensureDemoOwner(db);
    if (e.NODE_ENV !== 'production') await (await import('#server/gst')).ensureDemoGst(db);
    setDatabase(handle);
    if (e.NODE_ENV !== 'production') (await import('./e2e-sql')).openE2eSql(db);
    const replica = await openCatalogReplica(e.DATABASE_REPLICA_URL);
    setCatalogReplica(replica);
    log('info', 'database ready', { kind, seeded, replica: replica !== undefined, ms: Date.now() - began });
    const jobWorker = (await import('./job-worker')).startJobWorker();
    (globalThis as { __kanmaniShutdown?: () => Promise<void> }).__kanmaniShutdown = async () => {
      await jobWorker.stop();
      await replica?.close();
      await handle.close();
    };
  })();
  starting.catch((err) => {
    if (err instanceof EnvError) {
      // A bad setting never fixes itself: stop with the message naming the variable.
      console.error(err.message);
      process.exit(1);
    }
    // Let the next request try again (the database may come back).
    log('error', 'database not ready', { error: err instanceof Error ? err.message : String(err) });
    starting = undefined;
  });
  return starting;
}

/**
 * The replica's pool is opened but not connected: pg connects on first use, so a replica that is
 * down at start costs nothing but the primary answering catalog loads (src/server/catalog/snapshot-source.ts).
 * Nothing is migrated there; migrations reach it by streaming from the primary. One snapshot load
 * holds one connection, so a small pool is enough.
 */
async function openCatalogReplica(url: string | undefined): Promise<DbHandle | undefined> {
  if (!url) return undefined;
  return openDatabase({ databaseUrl: url, poolMax: 3, applicationName: 'kanmani-catalog-replica' });
}

// Domains wait at the platform's gate (src/server/platform/db/ready-gate.ts); this is what opens it.
installOpener(ensureReady);
