import type { Db } from '#server/platform/db/client';
import type { StaffMember } from '#server/staff';
import type { AuditWriter } from '#server/audit';

/**
 * Who acts in the console and how their action is recorded. The audit writer is the staff
 * module's `recordAudit`; it is passed in so every order action writes its audit row in the
 * same transaction as the change it records.
 */
export type ActingStaff = StaffMember;

export type StaffActionContext = {
  staff: ActingStaff;
  audit: AuditWriter;
  requestId?: string | null;
  clientAddress?: string | null;
};

export function auditOrder(
  tx: Db,
  ctx: StaffActionContext,
  action: string,
  orderId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return ctx.audit(tx, {
    staff: ctx.staff,
    action,
    entity: 'order',
    entityId: orderId,
    before,
    after,
    requestId: ctx.requestId ?? null,
    clientAddress: ctx.clientAddress ?? null,
  });
}
