import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { catalogVersion } from './schema';
import { clockNow } from '../clock';

/**
 * The catalog version: bumped by every catalog write inside its own transaction, read by each
 * instance at most once per CHECK_MS. Every catalog cache is keyed by it, so a write shows on
 * every instance within CHECK_MS plus one load, under the one second DESIGN.md 13 allows.
 */
export const VERSION_CHECK_MS = 400;

/** Call inside the transaction that changes the catalog, so the bump commits with the change. */
export async function bumpCatalogVersion(tx: Pick<Db, 'update'>): Promise<void> {
  await tx.update(catalogVersion).set({ version: sql`${catalogVersion.version} + 1`, changedAt: sql`now()` });
}

/** The version as a scalar subquery, for a statement that reads it beside other things. */
export const catalogVersionSql = sql`select version from catalog_version limit 1`;

/** The version as the database holds it now, not the instance's last check: what prices judge by. */
export async function readCatalogVersion(db: Db): Promise<number> {
  const rows = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return rows[0]?.version ?? 0;
}

let checked: { at: number; version: Promise<number> } | undefined;

export function currentCatalogVersion(db: Db, now = clockNow()): Promise<number> {
  if (checked && now - checked.at < VERSION_CHECK_MS) return checked.version;
  const version = db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .then((rows) => rows[0]?.version ?? 0);
  checked = { at: now, version };
  // A failed read is retried on the next call rather than served for CHECK_MS.
  version.catch(() => {
    if (checked?.version === version) checked = undefined;
  });
  return version;
}
