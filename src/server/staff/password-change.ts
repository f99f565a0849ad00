import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { staff } from '#server/platform/db/schema/index';
import { badRequest, notFound } from '#server/platform/errors';
import { networkOf } from '#server/platform/net/ip-address';
import { recordAudit } from '#server/audit';
import { reserveAttempt, settleRightPassword } from './lockout';
import { hashPassword, passwordMatches } from './passwords';
import { createStaffSession, revokeAllSessions } from './sessions';
import type { AuditCtx } from './accounts';
import type { StaffMember } from './staff-member';

/**
 * A member changes their own password. The current one is asked for (and its tries count in
 * the sign-in budgets, so a borrowed session cannot guess it); every other session of theirs
 * ends, and this browser gets a fresh one.
 */
export async function changeOwnPassword(member: StaffMember, input: { currentPassword: string; newPassword: string }, ctx: AuditCtx): Promise<string> {
  const db = await getDb();
  const attempt = await reserveAttempt(member.email, ctx.clientAddress ? networkOf(ctx.clientAddress) : 'unknown');
  const [row] = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, member.id)).limit(1);
  if (!row) throw notFound('Your staff account is gone. Ask the shop owner.');
  if (!(await passwordMatches(row.hash, input.currentPassword))) {
    await recordAudit(db, { staff: member, action: 'staff.password_change_failed', entity: 'staff', entityId: member.id, ...ctx });
    throw badRequest('Your current password is not right. Enter it again.', [{ path: 'currentPassword', message: 'is not your current password' }]);
  }
  await settleRightPassword(attempt);
  if (input.newPassword === input.currentPassword) {
    throw badRequest('Choose a new password, different from the current one.', [{ path: 'newPassword', message: 'is the same as the current password' }]);
  }
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash: hash }).where(eq(staff.id, member.id));
    await revokeAllSessions(tx, member.id);
    await recordAudit(tx, { staff: member, action: 'staff.password_change', entity: 'staff', entityId: member.id, ...ctx });
  });
  return createStaffSession(member.id);
}
