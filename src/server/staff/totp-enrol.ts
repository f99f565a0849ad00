import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { staff } from '#server/platform/db/schema/index';
import { badRequest, conflict } from '#server/platform/errors';
import { recordAudit } from '#server/audit';
import { newTotpSecret, totpStep, totpUri } from './totp';
import type { StaffMember } from './staff-member';
import type { AuditCtx } from './accounts';

/** Step 1: a new secret, kept pending until the member proves their app shows its codes. */
export async function startTotp(member: StaffMember): Promise<{ secret: string; uri: string }> {
  const db = await getDb();
  const secret = newTotpSecret();
  // Only while TOTP is off: otherwise a stolen session could move the second factor to its own phone.
  const started = await db
    .update(staff)
    .set({ totpPendingSecret: secret })
    .where(and(eq(staff.id, member.id), isNull(staff.totpSecret)))
    .returning({ id: staff.id });
  if (started.length === 0) throw conflict('Two-step sign-in is already on. To move it to a new phone, ask the shop owner to reset it first.');
  return { secret, uri: totpUri(member.email, secret) };
}

/** Step 2: the first right code turns TOTP on; from then on sign-in asks for a code. */
export async function confirmTotp(member: StaffMember, code: string, ctx: AuditCtx): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ pending: staff.totpPendingSecret }).from(staff).where(eq(staff.id, member.id)).limit(1);
    if (!row?.pending) throw conflict('Start setting up the authenticator first, then enter the code it shows.');
    const step = totpStep(row.pending, code);
    if (step === null) {
      throw badRequest('That code does not match. Enter the 6-digit code your authenticator app shows now.', [{ path: 'code', message: 'does not match the authenticator' }]);
    }
    await tx.update(staff).set({ totpSecret: row.pending, totpPendingSecret: null, totpLastStep: step }).where(eq(staff.id, member.id));
    await recordAudit(tx, { staff: member, action: 'staff.totp_enable', entity: 'staff', entityId: member.id, before: { totpEnabled: false }, after: { totpEnabled: true }, ...ctx });
  });
}
