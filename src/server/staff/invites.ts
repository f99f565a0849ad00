import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { staff, staffInvites } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { conflict, notFound } from '#server/platform/errors';
import { recordAudit } from '#server/audit';
import { createStaff, type AuditCtx } from './accounts';
import { hashToken } from './sessions';
import type { Role } from './permissions';
import type { StaffMember } from './staff-member';

export const INVITE_DAYS = 7;

/** A one-time link for the invitee; only its hash is stored. */
export async function inviteStaff(actor: StaffMember, input: { email: string; role: Role }, ctx: AuditCtx): Promise<{ id: string; token: string }> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const id = newId();
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
    if (existing) throw conflict('This email already has a staff account. Change its role on the staff page instead.');
    await tx.insert(staffInvites).values({
      id,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: actor.id,
      expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000),
    });
    await recordAudit(tx, { staff: actor, action: 'staff.invite', entity: 'staff_invite', entityId: id, after: { email, role: input.role }, ...ctx });
  });
  return { id, token };
}

const GONE = 'This invite link is not valid any more: it was used, or it expired. Ask the shop owner for a new one.';
const NOT_PENDING = 'This invite is no longer pending: it was accepted or revoked. Reload the staff page.';

async function openInvite(tx: Db, token: string) {
  const [row] = await tx
    .select()
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, hashToken(token)), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function inviteFor(token: string): Promise<{ email: string; role: Role } | null> {
  const row = await openInvite(await getDb(), token);
  return row ? { email: row.email, role: row.role } : null;
}

/** The invitee sets their name and password; the link works once. */
export async function acceptInvite(input: { token: string; name: string; password: string }, ctx: AuditCtx): Promise<StaffMember> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const invite = await openInvite(tx, input.token);
    if (!invite) throw notFound(GONE);
    const claimed = await tx
      .update(staffInvites)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.acceptedAt)))
      .returning({ id: staffInvites.id });
    if (claimed.length === 0) throw notFound(GONE);
    const member = await createStaff(tx, { email: invite.email, name: input.name, role: invite.role, password: input.password });
    await recordAudit(tx, { staff: member, action: 'staff.invite_accept', entity: 'staff', entityId: member.id, after: { email: member.email, name: member.name, role: member.role }, ...ctx });
    return member;
  });
}

export type PendingInvite = { id: string; email: string; role: Role; expiresAt: Date; expired: boolean };

/** Invites not yet accepted nor revoked, oldest first; an expired one is listed so it can be sent again. */
export async function listPendingInvites(): Promise<PendingInvite[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role, expiresAt: staffInvites.expiresAt, expired: sql<boolean>`${staffInvites.expiresAt} <= now()` })
    .from(staffInvites)
    .where(and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)))
    .orderBy(asc(staffInvites.createdAt), asc(staffInvites.email));
  return rows;
}

const pending = (id: string) => and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt));

/** A new link for a pending invite (the old one stops working), good for another 7 days. */
export async function resendInvite(actor: StaffMember, id: string, ctx: AuditCtx): Promise<{ email: string; token: string }> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvites)
      .set({ tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(days => ${INVITE_DAYS})` })
      .where(pending(id))
      .returning({ email: staffInvites.email, role: staffInvites.role });
    if (!row) throw notFound(NOT_PENDING);
    await recordAudit(tx, { staff: actor, action: 'staff.invite_resend', entity: 'staff_invite', entityId: id, after: { email: row.email, role: row.role }, ...ctx });
    return { email: row.email, token };
  });
}

/** The invite's link stops working at once. */
export async function revokeInvite(actor: StaffMember, id: string, ctx: AuditCtx): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.update(staffInvites).set({ revokedAt: sql`now()` }).where(pending(id)).returning({ email: staffInvites.email, role: staffInvites.role });
    if (!row) throw notFound(NOT_PENDING);
    await recordAudit(tx, { staff: actor, action: 'staff.invite_revoke', entity: 'staff_invite', entityId: id, before: { email: row.email, role: row.role }, ...ctx });
  });
}
