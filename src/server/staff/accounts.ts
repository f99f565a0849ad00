import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { staff } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { conflict, forbidden, notFound } from '#server/platform/errors';
import { recordAudit } from '#server/audit';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { guardedEmails, unlockAccount } from './lockout';
import type { Role } from './permissions';
import type { StaffMember } from './staff-member';

export type AuditCtx = { requestId: string | null; clientAddress: string | null };

export type StaffRow = { id: string; email: string; name: string; role: Role; totpEnabled: boolean; disabled: boolean; signInGuarded: boolean; createdAt: Date };

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
  const guarded = await guardedEmails(db);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    totpEnabled: r.totpSecret !== null,
    disabled: r.disabledAt !== null,
    signInGuarded: guarded.has(r.email),
    createdAt: r.createdAt,
  }));
}

async function target(tx: Db, id: string) {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!row) throw notFound('No staff member has this id. Reload the staff page and try again.');
  return row;
}

const LAST_OWNER = 'The shop needs at least one enabled owner: make another member an owner first, then try again.';

/**
 * Locks every owner row (in id order) for the rest of the transaction, so changes that could
 * leave no enabled owner run one at a time, and answers 409 when this one would. Two owners
 * disabling each other at once: the second waits, then finds the other the last enabled owner.
 */
async function keepAnOwner(tx: Db, actor: StaffMember, targetId: string): Promise<void> {
  const owners = await tx.select({ id: staff.id, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.role, 'owner')).orderBy(asc(staff.id)).for('update');
  const enabled = owners.filter((o) => o.disabledAt === null);
  if (enabled.some((o) => o.id === targetId) && enabled.length <= 1) throw conflict(LAST_OWNER);
  if (!enabled.some((o) => o.id === actor.id)) throw forbidden('Your account was disabled or is no longer an owner, so this change was not made.');
}

function notSelf(actor: StaffMember, id: string, what: string): void {
  if (actor.id === id) throw forbidden(`You cannot ${what} your own account. Ask another owner to do it.`);
}

export async function changeRole(actor: StaffMember, id: string, role: Role, ctx: AuditCtx): Promise<void> {
  const db = await getDb();
  notSelf(actor, id, 'change the role of');
  await db.transaction(async (tx) => {
    if (role !== 'owner') await keepAnOwner(tx, actor, id);
    const row = await target(tx, id);
    if (row.role === role) return;
    await tx.update(staff).set({ role }).where(eq(staff.id, id));
    await recordAudit(tx, { staff: actor, action: 'staff.role', entity: 'staff', entityId: id, before: { role: row.role }, after: { role }, ...ctx });
  });
}

/** Disabling ends every session at once; enabling lets the member sign in again. */
export async function setDisabled(actor: StaffMember, id: string, disabled: boolean, ctx: AuditCtx): Promise<void> {
  const db = await getDb();
  notSelf(actor, id, disabled ? 'disable' : 'enable');
  await db.transaction(async (tx) => {
    if (disabled) await keepAnOwner(tx, actor, id);
    const row = await target(tx, id);
    if ((row.disabledAt !== null) === disabled) return;
    await tx.update(staff).set({ disabledAt: disabled ? new Date() : null }).where(eq(staff.id, id));
    if (disabled) await revokeAllSessions(tx, id);
    await recordAudit(tx, { staff: actor, action: disabled ? 'staff.disable' : 'staff.enable', entity: 'staff', entityId: id, before: { disabled: !disabled }, after: { disabled }, ...ctx });
  });
}

export async function resetTotp(actor: StaffMember, id: string, ctx: AuditCtx): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await target(tx, id);
    await tx.update(staff).set({ totpSecret: null, totpPendingSecret: null }).where(eq(staff.id, id));
    await recordAudit(tx, { staff: actor, action: 'staff.totp_reset', entity: 'staff', entityId: id, before: { totpEnabled: row.totpSecret !== null }, after: { totpEnabled: false }, ...ctx });
  });
}

/** After a flood of wrong passwords: the member's right password works again from any network. */
export async function unlockSignIn(actor: StaffMember, id: string, ctx: AuditCtx): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await target(tx, id);
    const wasGuarded = await unlockAccount(tx, row.email);
    await recordAudit(tx, { staff: actor, action: 'staff.unlock', entity: 'staff', entityId: id, before: { counted: wasGuarded }, after: { counted: false }, ...ctx });
  });
}

export async function staffTotpEnabled(id: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ secret: staff.totpSecret }).from(staff).where(eq(staff.id, id)).limit(1);
  return Boolean(row?.secret);
}
