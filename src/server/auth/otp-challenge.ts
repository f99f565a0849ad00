import { env } from '#server/platform/env';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { otpChallenges } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { badRequest, tooManyRequests } from '#server/platform/errors';
import type { OtpSender } from './otp-sender';
import type { Locale } from '#lib/i18n/locales';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;

export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please try again.';
const EXPIRED_MESSAGE = 'This OTP has expired or was already used. Please ask for a new OTP.';
const UNKNOWN_MESSAGE = 'This OTP session is not valid for this mobile number. Please ask for a new OTP.';
const EXHAUSTED_MESSAGE = 'Too many wrong OTP tries. Please ask for a new OTP.';

export function generateCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** Keyed by the challenge id, so equal codes in two challenges never share a hash. */
export function hashCode(challengeId: string, code: string): string {
  // Keyed with a server secret: 10,000 possible codes are no secret to anyone holding the table alone.
  return createHmac('sha256', `${env().AUTH_SECRET}:otp:${challengeId}`).update(code).digest('hex');
}

/**
 * Opens a challenge for the number and hands the code to the sender, to word in `language`.
 * Earlier open challenges of the number are closed: as with 2Factor, a resend supersedes the
 * previous session. A
 * request from a network that is not the number's own closes only codes sent to such networks,
 * so a stranger cannot close the code the owner is about to type.
 */
export async function startChallenge(mobileNumber: string, sender: OtpSender, onOwnNetwork: boolean, language: Locale = 'en', now = new Date()): Promise<string> {
  const db = await getDb();
  const id = newId();
  const code = generateCode();
  // Closed challenges of this number older than a day serve no one; keep the table small.
  await db
    .delete(otpChallenges)
    .where(and(eq(otpChallenges.mobileNumber, mobileNumber), lt(otpChallenges.expiresAt, new Date(now.getTime() - 86_400_000))));
  await db
    .update(otpChallenges)
    .set({ expiresAt: now })
    .where(
      and(
        eq(otpChallenges.mobileNumber, mobileNumber),
        isNull(otpChallenges.verifiedAt),
        gt(otpChallenges.expiresAt, now),
        onOwnNetwork ? undefined : eq(otpChallenges.onOwnNetwork, false),
      ),
    );
  await db.insert(otpChallenges).values({
    id,
    mobileNumber,
    codeHash: hashCode(id, code),
    onOwnNetwork,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
  });
  try {
    await sender.send(mobileNumber, code, language);
  } catch (err) {
    // A code nobody received must not stay guessable.
    await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
    throw err;
  }
  return id;
}

/**
 * Checks a code once. Every try, right or wrong, spends one of the five attempts in a single
 * conditional UPDATE, so parallel guesses cannot exceed the limit; a right code then marks the
 * challenge verified, and only the request that does so succeeds. A closed challenge throws;
 * 'wrong' is left to the caller, which counts it.
 */
export async function verifyChallenge(challengeId: string, mobileNumber: string, code: string): Promise<'verified' | 'wrong'> {
  const db = await getDb();
  const [spent] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, challengeId),
        eq(otpChallenges.mobileNumber, mobileNumber),
        isNull(otpChallenges.verifiedAt),
        gt(otpChallenges.expiresAt, sql`now()`),
        lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: otpChallenges.codeHash });
  if (!spent) throw await whyClosed(challengeId, mobileNumber);
  const expected = Buffer.from(spent.codeHash, 'hex');
  const given = Buffer.from(hashCode(challengeId, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'wrong';
  const [won] = await db
    .update(otpChallenges)
    .set({ verifiedAt: sql`now()` })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.verifiedAt)))
    .returning({ id: otpChallenges.id });
  if (!won) throw badRequest(EXPIRED_MESSAGE);
  return 'verified';
}

async function whyClosed(challengeId: string, mobileNumber: string) {
  const db = await getDb();
  const [row] = await db
    .select({ attempts: otpChallenges.attempts, verifiedAt: otpChallenges.verifiedAt, mobileNumber: otpChallenges.mobileNumber })
    .from(otpChallenges)
    .where(eq(otpChallenges.id, challengeId));
  if (!row || row.mobileNumber !== mobileNumber) return badRequest(UNKNOWN_MESSAGE);
  if (!row.verifiedAt && row.attempts >= OTP_MAX_ATTEMPTS) return tooManyRequests(EXHAUSTED_MESSAGE, 1);
  return badRequest(EXPIRED_MESSAGE);
}
