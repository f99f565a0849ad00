import { createHmac } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { otpOwnNetworks } from '#server/platform/db/schema/index';
import { env } from '#server/platform/env';

/** How long a network stays a number's own after a right code was entered from it. */
export const OWN_NETWORK_DAYS = 90;

/** Keyed with the server secret: a plain hash of a known number would give its networks away to anyone trying the 2^24 /24s. */
function ownKey(mobileNumber: string, network: string): string {
  return createHmac('sha256', `${env().AUTH_SECRET}:otp-own-network`).update(`${mobileNumber}|${network}`).digest('hex');
}

export async function rememberOwnNetwork(mobileNumber: string, network: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(otpOwnNetworks)
    .values({ key: ownKey(mobileNumber, network) })
    .onConflictDoUpdate({ target: otpOwnNetworks.key, set: { verifiedAt: sql`now()` } });
  await db.delete(otpOwnNetworks).where(lt(otpOwnNetworks.verifiedAt, sql`now() - make_interval(days => ${OWN_NETWORK_DAYS})`));
}

export async function isOwnNetwork(mobileNumber: string, network: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ key: otpOwnNetworks.key })
    .from(otpOwnNetworks)
    .where(and(eq(otpOwnNetworks.key, ownKey(mobileNumber, network)), gt(otpOwnNetworks.verifiedAt, sql`now() - make_interval(days => ${OWN_NETWORK_DAYS})`)));
  return Boolean(row);
}
