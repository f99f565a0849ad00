import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { staff, staffSessions } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { recordAudit } from '#server/audit';
import type { StaffMember } from './staff-member';

export const IDLE_HOURS = 12;
/** A session's last-seen time is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 256-bit random token for the cookie; only its hash is stored. */
export async function createStaffSession(staffId: string): Promise<string> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({ id: newId(), staffId, tokenHash: hashToken(token) });
  return token;
}

/** The staff member behind a cookie token: not revoked, used within 12 hours, not disabled. */
export async function staffForToken(token: string): Promise<StaffMember | null> {
  const db = await getDb();
  const rows = await db
    .select({ sessionId: staffSessions.id, lastSeenAt: staffSessions.lastSeenAt, id: staff.id, email: staff.email, name: staff.name, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        isNull(staff.disabledAt),
        sql`${staffSessions.lastSeenAt} > now() - make_interval(hours => ${IDLE_HOURS})`,
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: sql`now()` }).where(eq(staffSessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** Sign-out: the session is revoked and, when it was still open, the audit log says who left. */
export async function signOut(token: string, ctx: { requestId: string | null; clientAddress: string | null }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
      .returning({ staffId: staffSessions.staffId });
    const staffId = ended[0]?.staffId;
    if (!staffId) return;
    const [member] = await tx.select({ id: staff.id, email: staff.email, name: staff.name, role: staff.role }).from(staff).where(eq(staff.id, staffId)).limit(1);
    if (member) await recordAudit(tx, { staff: member, action: 'staff.sign_out', entity: 'staff', entityId: staffId, ...ctx });
  });
}

/** Ends every open session of a staff member (disabled, or their password changed). */
export async function revokeAllSessions(tx: Db, staffId: string): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
