import { createHmac, timingSafeEqual } from 'node:crypto';
import { env, type Env } from '#server/platform/env';

/**
 * The signed link in a cart reminder: `{recoveryId}.{step}.{expires, unix seconds}.{HMAC}`. The
 * signature binds it to one recovery (so to one customer's saved cart), the expiry ends it after
 * a week, and single use comes from the recovery row (restored after this step's message).
 */
export const LINK_DAYS = 7;

function key(e: Env): Buffer {
  return createHmac('sha256', e.AUTH_SECRET).update('cart-recovery-link').digest();
}

function signature(recoveryId: number, step: number, expires: number, e: Env): string {
  return createHmac('sha256', key(e)).update(`cart:${recoveryId}.${step}.${expires}`).digest('base64url');
}

export function signRecoveryToken(recoveryId: number, step: 1 | 2, sentAt: Date, e: Env = env()): string {
  const expires = Math.floor(sentAt.getTime() / 1000) + LINK_DAYS * 86_400;
  return `${recoveryId}.${step}.${expires}.${signature(recoveryId, step, expires, e)}`;
}

export type RecoveryTokenCheck = { ok: true; recoveryId: number; step: 1 | 2 } | { ok: false; why: 'forged' | 'expired' };

const TOKEN = /^(\d{1,15})\.([12])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Checks the signature first (in constant time), then the expiry. */
export function checkRecoveryToken(token: string, now: Date, e: Env = env()): RecoveryTokenCheck {
  const m = TOKEN.exec(token);
  if (!m) return { ok: false, why: 'forged' };
  const [, idText, stepText, expiresText, given] = m as unknown as [string, string, string, string, string];
  const recoveryId = Number(idText);
  const step = Number(stepText) as 1 | 2;
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(recoveryId, step, expires, e));
  const got = Buffer.from(given);
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return { ok: false, why: 'forged' };
  if (now.getTime() >= expires * 1000) return { ok: false, why: 'expired' };
  return { ok: true, recoveryId, step };
}
