import { createHmac, timingSafeEqual } from 'node:crypto';
import { env, type Env } from '#server/platform/env';
import { ID_CHARS } from '#lib/validation/id';

/**
 * The signed link in a review request: `{orderId}.{expires, unix seconds}.{HMAC}`. The signature
 * binds it to one order (so to its buyer and lines), the expiry ends it 60 days after delivery,
 * and single use per line comes from the reviews row (one per order line). It lives with the
 * messages because it is signed as the message is sent (never stored where staff could read it,
 * like the COD confirmation link); the reviews domain checks it.
 */
export const REVIEW_DAYS = 60;

function key(e: Env): Buffer {
  return createHmac('sha256', e.AUTH_SECRET).update('review-link').digest();
}

function signature(orderId: string, expires: number, e: Env): string {
  return createHmac('sha256', key(e)).update(`review:${orderId}.${expires}`).digest('base64url');
}

export function reviewDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + REVIEW_DAYS * 86_400_000);
}

export function signReviewToken(orderId: string, deliveredAt: Date, e: Env = env()): string {
  const expires = Math.floor(reviewDeadline(deliveredAt).getTime() / 1000);
  return `${orderId}.${expires}.${signature(orderId, expires, e)}`;
}

export type ReviewTokenCheck = { ok: true; orderId: string } | { ok: false; why: 'forged' | 'expired' };

const TOKEN = new RegExp(`^(${ID_CHARS})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})$`);

/** Checks the signature first (in constant time), then the expiry. */
export function checkReviewToken(token: string, now: Date, e: Env = env()): ReviewTokenCheck {
  const m = TOKEN.exec(token);
  if (!m) return { ok: false, why: 'forged' };
  const [, orderId, expiresText, given] = m as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(orderId, expires, e));
  const got = Buffer.from(given);
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return { ok: false, why: 'forged' };
  if (now.getTime() >= expires * 1000) return { ok: false, why: 'expired' };
  return { ok: true, orderId };
}
