import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { staff } from '#server/platform/db/schema/index';
import { DomainError, unauthorized } from '#server/platform/errors';
import { networkOf } from '#server/platform/net/ip-address';
import { recordAudit } from '#server/audit';
import { accountGuarded, ACCOUNT_NETWORK, ACCOUNT_GUARD, countAccountFailure, reserveAttempt, settleRightPassword, UNLOCK_NEEDED, type Attempt } from './lockout';
import { isStaffNetwork, rememberStaffNetwork } from './own-networks';
import { decoyHash, passwordMatches } from './passwords';
import { createStaffSession } from './sessions';
import { spendTotpCode } from './totp';
import type { StaffMember } from './staff-member';
import type { AuditCtx } from './accounts';

export type SignInInput = { email: string; password: string; code?: string | undefined };

const WRONG = 'That email and password do not match a staff account. Check them and try again.';
export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.';
export const CODE_WRONG = 'That authenticator code is wrong, expired or already used. Enter the code your app shows now.';

type Row = typeof staff.$inferSelect;
const memberOf = (row: Row): StaffMember => ({ id: row.id, email: row.email, name: row.name, role: row.role });

/** A wrong password or code on a real account: an audit row, and one when a lock starts. */
async function failed(row: Row | undefined, attempt: Attempt, ctx: AuditCtx, reason: 'password' | 'code'): Promise<void> {
  const { guardedNow } = await countAccountFailure(attempt.email);
  if (!row) return; // an unknown email has no account to file the row under
  const db = await getDb();
  const base = { staff: memberOf(row), entity: 'staff', entityId: row.id, ...ctx };
  await recordAudit(db, { ...base, action: 'staff.sign_in_failed', after: { reason, network: attempt.network } });
  if (attempt.accountNetworkTries === ACCOUNT_NETWORK.max) {
    await recordAudit(db, { ...base, action: 'staff.lockout', after: { scope: 'network', network: attempt.network, minutes: ACCOUNT_NETWORK.minutes } });
  }
  if (guardedNow) await recordAudit(db, { ...base, action: 'staff.lockout', after: { scope: 'account', wrongTries: ACCOUNT_GUARD.max } });
}

/**
 * Email and password, then the authenticator code when the member turned TOTP on. The try is
 * reserved before the password is hashed (lockout.ts); a wrong password or code counts; a
 * disabled account cannot sign in. After a flood of wrong tries on the account, the right
 * password alone opens it only from a network the member has signed in from before.
 */
export async function signIn(input: SignInInput, clientAddress: string | null, ctx: AuditCtx = { requestId: null, clientAddress }): Promise<{ token: string; staff: StaffMember }> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  const network = clientAddress ? networkOf(clientAddress) : 'unknown';
  const attempt = await reserveAttempt(email, network);
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  const matches = await passwordMatches(row?.passwordHash ?? (await decoyHash()), input.password);
  if (!row || !matches) {
    await failed(row, attempt, ctx, 'password');
    throw unauthorized(WRONG);
  }
  if (row.disabledAt) {
    await settleRightPassword(attempt);
    throw unauthorized('This staff account is disabled. Ask the shop owner to turn it back on.');
  }
  if (row.totpSecret) {
    if (!input.code) {
      await settleRightPassword(attempt);
      throw new DomainError('unauthorized', CODE_NEEDED, { data: { codeRequired: true } });
    }
    if (!(await spendTotpCode(db, row.id, row.totpSecret, input.code))) {
      await failed(row, attempt, ctx, 'code');
      throw new DomainError('unauthorized', CODE_WRONG, { data: { codeRequired: true } });
    }
  } else if ((await accountGuarded(email)) && !(await isStaffNetwork(row.id, network))) {
    await settleRightPassword(attempt);
    throw new DomainError('unauthorized', UNLOCK_NEEDED, { data: { unlockRequired: true } });
  }
  await settleRightPassword(attempt);
  await rememberStaffNetwork(row.id, network);
  const member = memberOf(row);
  const token = await createStaffSession(row.id);
  await recordAudit(db, { staff: member, action: 'staff.sign_in', entity: 'staff', entityId: row.id, after: { network, twoStep: Boolean(row.totpSecret) }, ...ctx });
  return { token, staff: member };
}
