import { getDb, type Db } from '#server/platform/db/client';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import { recordAudit, type AuditEntry } from '#server/audit';
import type { StaffMember } from '#server/staff';

/** Who made a console write and which request carried it, for its audit row. */
export type WriteContext = { staff: StaffMember; requestId: string | null; clientAddress: string | null };

type Audit = Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>;

/**
 * One staff change to the shop's navigation or rates: the change, its audit row and the catalog
 * version bump commit together, so every instance serves it within a second or not at all.
 */
export async function catalogWrite<T>(ctx: WriteContext, change: (tx: Db) => Promise<{ result: T; audit: Audit }>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    await bumpCatalogVersion(tx);
    await recordAudit(tx, { staff: ctx.staff, requestId: ctx.requestId, clientAddress: ctx.clientAddress, ...audit });
    return result;
  });
}
