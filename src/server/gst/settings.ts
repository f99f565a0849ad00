import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { gstSettings } from '#server/platform/db/schema/index';
import type { GstSettingsInput } from '#lib/validation/gst';
import type { AuditWriter } from '#server/audit';
import type { StaffMember } from '#server/staff';

export type GstSettings = typeof gstSettings.$inferSelect;

export async function getGstSettings(db: Db): Promise<GstSettings | undefined> {
  const [row] = await db.select().from(gstSettings).where(eq(gstSettings.id, 1)).limit(1);
  return row;
}

const shape = (s: GstSettings | undefined) =>
  s ? { legalName: s.legalName, address: s.address, stateCode: s.stateCode, gstin: s.gstin, invoicePrefix: s.invoicePrefix } : null;

/**
 * Saves the seller's registration. Invoices already issued keep the particulars they were
 * issued with; a new prefix starts a new series (numbered from 1 in the financial year).
 */
export async function saveGstSettings(db: Db, staff: StaffMember, audit: AuditWriter, input: GstSettingsInput, request: { requestId?: string | null; clientAddress?: string | null } = {}) {
  return db.transaction(async (tx) => {
    const before = await getGstSettings(tx);
    const values = { ...input, updatedAt: new Date() };
    const [row] = await tx.insert(gstSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: gstSettings.id, set: values }).returning();
    await audit(tx, { staff, action: 'gst.settings', entity: 'gst_settings', entityId: '1', before: shape(before), after: shape(row), ...request });
    return row!;
  });
}
