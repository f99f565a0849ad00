import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { staff, staffPasswordResets } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { notFound } from '#server/platform/errors';
import { recordAudit } from '#server/audit';
import { unlockAccount } from './lockout';
import { hashPassword } from './passwords';
import { hashToken, revokeAllSessions } from './sessions';
import type { AuditCtx } from './accounts';
import type { StaffMember } from './staff-member';

export const RESET_MINUTES = 60;

const GONE = 'This password link is not valid any more: it was used, replaced or is over an hour old. Ask the shop owner for a new one.';

/**
 * An owner makes a one-time link for a member to choose a new password: good for 1 hour, used
 * once; a newer link replaces any older one still open. Only the token's hash is kept.
 */
export async function createPasswordReset(actor: StaffMember, staffId: string, ctx: AuditCtx): Promise<string> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).limit(1);
    if (!member) throw notFound('No staff member has this id. Reload the staff page and try again.');
    await tx.update(staffPasswordResets).set({ usedAt: sql`now()` }).where(and(eq(staffPasswordResets.staffId, staffId), isNull(staffPasswordResets.usedAt)));
    const id = newId();
    await tx.insert(staffPasswordResets).values({ id, staffId, tokenHash: hashToken(token), createdBy: actor.id, expiresAt: sql`now() + make_interval(mins => ${RESET_MINUTES})` });
    await recordAudit(tx, { staff: actor, action: 'staff.password_reset_link', entity: 'staff', entityId: staffId, after: { expiresInMinutes: RESET_MINUTES }, ...ctx });
  });
  return token;
}

function openReset(token: string) {
  return and(eq(staffPasswordResets.tokenHash, hashToken(token)), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, sql`now()`));
}

/** Whose password an open link resets, for the page that asks for the new one. */
export async function passwordResetFor(token: string): Promise<{ email: string; name: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: staff.email, name: staff.name })
    .from(staffPasswordResets)
    .innerJoin(staff, eq(staff.id, staffPasswordResets.staffId))
    .where(openReset(token))
    .limit(1);
  return row ?? null;
}

/** The member sets the new password: the link is spent, every session ends, the account is unlocked. */
export async function usePasswordReset(input: { token: string; password: string }, ctx: AuditCtx): Promise<StaffMember> {
  const db = await getDb();
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx.update(staffPasswordResets).set({ usedAt: sql`now()` }).where(openReset(input.token)).returning({ staffId: staffPasswordResets.staffId });
    if (!claimed) throw notFound(GONE);
    const [member] = await tx
      .update(staff)
      .set({ passwordHash: hash })
      .where(eq(staff.id, claimed.staffId))
      .returning({ id: staff.id, email: staff.email, name: staff.name, role: staff.role });
    if (!member) throw notFound(GONE);
    await revokeAllSessions(tx, member.id);
    await unlockAccount(tx, member.email);
    await recordAudit(tx, { staff: member, action: 'staff.password_reset', entity: 'staff', entityId: member.id, ...ctx });
    return member;
  });
}
