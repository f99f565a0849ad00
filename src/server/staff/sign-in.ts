import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { staff } from '../db/schema';
import { HttpError, unauthorized } from '../http/errors';
import { assertNotLocked, clearWrongPasswords, recordWrongPassword } from './lockout';
import { decoyHash, passwordMatches } from './passwords';
import { createStaffSession } from './sessions';
import { totpMatches } from './totp';
import type { StaffMember } from './staff-member';

export type SignInInput = { email: string; password: string; code?: string | undefined };

const WRONG = 'That email and password do not match a staff account. Check them and try again.';

/**
 * Email and password, then the authenticator code when the member turned TOTP on. A wrong
 * password or code counts toward the lockout; a disabled account cannot sign in.
 */
export async function signIn(input: SignInInput, clientAddress: string | null): Promise<{ token: string; staff: StaffMember }> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  await assertNotLocked(db, email, clientAddress);
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  const matches = await passwordMatches(row?.passwordHash ?? (await decoyHash()), input.password);
  if (!row || !matches) {
    await recordWrongPassword(db, email, clientAddress);
    throw unauthorized(WRONG);
  }
  if (row.disabledAt) throw unauthorized('This staff account is disabled. Ask the shop owner to turn it back on.');
  if (row.totpSecret) {
    if (!input.code) throw new HttpError(401, 'Enter the 6-digit code from your authenticator app.', { data: { codeRequired: true } });
    if (!totpMatches(row.totpSecret, input.code)) {
      await recordWrongPassword(db, email, clientAddress);
      throw new HttpError(401, 'That authenticator code is wrong or has expired. Enter the code your app shows now.', { data: { codeRequired: true } });
    }
  }
  await clearWrongPasswords(db, email);
  const token = await createStaffSession(row.id);
  return { token, staff: { id: row.id, email: row.email, name: row.name, role: row.role } };
}
