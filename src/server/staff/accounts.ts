import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { staff } from '../db/schema';
import { newId } from '../db/ids';
import { conflict, forbidden, notFound } from '../http/errors';
import { recordAudit } from '../audit/record';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import type { Role } from './permissions';
import type { StaffMember } from './staff-member';

export type AuditCtx = { requestId: string | null; clientAddress: string | null };

export type StaffRow = { id: string; email: string; name: string; role: Role; totpEnabled: boolean; disabled: boolean; createdAt: Date };

/** Creates a staff account (staff:add, the demo owner, an accepted invite). */
export async function createStaff(tx: Db, input: { email: string; name: string; role: Role; password: string }): Promise<StaffMember> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
  if (existing) throw conflict('A staff account with this email already exists. Sign in with it instead.');
  const member: StaffMember = { id: newId(), email, name: input.name.trim(), role: input.role };
  await tx.insert(staff).values({ ...member, passwordHash: await hashPassword(input.password) });
  return member;
}

export async function listStaff(): Promise<StaffRow[]> {
  const db = await getDb();
  const rows = await db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, role: r.role, totpEnabled: r.totpSecret !== null, disabled: r.disabledAt !== null, createdAt: r.createdAt }));
}

async function target(tx: Db, id: string) {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!row) throw notFound('No staff member has this id. Reload the staff page and try again.');
  return row;
}

function notSelf(actor: StaffMember, id: string, what: string): void {
  if (actor.id === id) throw forbidden(`You cannot ${what} your own account. Ask another owner to do it.`);
}

export async function changeRole(actor: StaffMember, id: string, role: Role, ctx: AuditCtx): Promise<void> {
  const db = await getDb();
  notSelf(actor, id, 'change the role of');
  await db.transaction(async (tx) => {
    const row = await target(tx as unknown as Db, id);
    if (row.role === role) return;
    await tx.update(staff).set({ role }).where(eq(staff.id, id));
    await recordAudit(tx as unknown as Db, { staff: actor, action: 'staff.role', entity: 'staff', entityId: id, before: { role: row.role }, after: { role }, ...ctx });
  });
}

/** Disabling ends every session at once; enabling lets the member sign in again. */
export async function setDisabled(actor: StaffMember, id: string, disabled: boolean, ctx: AuditCtx): Promise<void> {
  const db = await getDb();
  notSelf(actor, id, disabled ? 'disable' : 'enable');
  await db.transaction(async (tx) => {
    const row = await target(tx as unknown as Db, id);
    if ((row.disabledAt !== null) === disabled) return;
    await tx.update(staff).set({ disabledAt: disabled ? new Date() : null }).where(eq(staff.id, id));
    if (disabled) await revokeAllSessions(tx as unknown as Db, id);
    await recordAudit(tx as unknown as Db, { staff: actor, action: disabled ? 'staff.disable' : 'staff.enable', entity: 'staff', entityId: id, before: { disabled: !disabled }, after: { disabled }, ...ctx });
  });
}

export async function resetTotp(actor: StaffMember, id: string, ctx: AuditCtx): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await target(tx as unknown as Db, id);
    await tx.update(staff).set({ totpSecret: null, totpPendingSecret: null }).where(eq(staff.id, id));
    await recordAudit(tx as unknown as Db, { staff: actor, action: 'staff.totp_reset', entity: 'staff', entityId: id, before: { totpEnabled: row.totpSecret !== null }, after: { totpEnabled: false }, ...ctx });
  });
}

export async function staffTotpEnabled(id: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ secret: staff.totpSecret }).from(staff).where(eq(staff.id, id)).limit(1);
  return Boolean(row?.secret);
}
