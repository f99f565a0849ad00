import type { Db } from '#server/platform/db/client';
import { auditEvents } from '#server/platform/db/schema/index';

/** Who did it: any signed-in staff member fits (the audit row keeps their id and email). */
export type AuditActor = { id: string; email: string; name: string };

export type AuditEntry = {
  staff: AuditActor;
  action: string;
  entity: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  requestId?: string | null;
  clientAddress?: string | null;
};

/** How a module that changes something writes its audit row, in the caller's transaction: recordAudit, passed in. */
export type AuditWriter = (tx: Db, entry: AuditEntry) => Promise<void>;

/** Appends one audit row; call it with the transaction of the write it records. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    staffId: entry.staff.id,
    staffEmail: entry.staff.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
    clientAddress: entry.clientAddress ?? null,
  });
}

/** A shopper's own write worth auditing (cancelling their order): the row names the customer, not staff. */
export type CustomerAuditEntry = Omit<AuditEntry, 'staff'> & { customerId: string };

export async function recordCustomerAudit(tx: Db, entry: CustomerAuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    customerId: entry.customerId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
    clientAddress: entry.clientAddress ?? null,
  });
}
