import { createHmac } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { staffOwnNetworks } from '#server/platform/db/schema/index';
import { env } from '#server/platform/env';

/** How long a network stays a member's own after they signed in from it (as the OTP's own networks). */
export const STAFF_NETWORK_DAYS = 90;

/** Keyed with the server secret, so the table tells nobody where a member works from. */
function ownKey(staffId: string, network: string): string {
  return createHmac('sha256', `${env().AUTH_SECRET}:staff-own-network`).update(`${staffId}|${network}`).digest('hex');
}

export async function rememberStaffNetwork(staffId: string, network: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(staffOwnNetworks)
    .values({ key: ownKey(staffId, network) })
    .onConflictDoUpdate({ target: staffOwnNetworks.key, set: { verifiedAt: sql`now()` } });
  await db.delete(staffOwnNetworks).where(lt(staffOwnNetworks.verifiedAt, sql`now() - make_interval(days => ${STAFF_NETWORK_DAYS})`));
}

export async function isStaffNetwork(staffId: string, network: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ key: staffOwnNetworks.key })
    .from(staffOwnNetworks)
    .where(and(eq(staffOwnNetworks.key, ownKey(staffId, network)), gt(staffOwnNetworks.verifiedAt, sql`now() - make_interval(days => ${STAFF_NETWORK_DAYS})`)));
  return Boolean(row);
}
