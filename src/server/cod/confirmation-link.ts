import { createHmac, timingSafeEqual } from 'node:crypto';
import { env, type Env } from '#server/platform/env';
import { ID_CHARS } from '#lib/validation/id';

/**
 * The signed link a COD shopper confirms or cancels with (issue 20 item 4):
 * `{orderId}.{expires, unix seconds}.{HMAC-SHA256 over both, base64url}`. The signature makes
 * it unforgeable and the expiry ends it at the 24-hour mark, when the order goes On Hold for a
 * call instead; single use comes from the order itself, which no longer waits for confirmation
 * once the link has been used (or staff acted), so no table of spent links is needed.
 */
export const CONFIRMATION_HOURS = 24;

/** Why an order is On Hold when the shopper never answered the link (the call queue looks for it). */
export const UNCONFIRMED_HOLD = 'codUnconfirmed';

const HOUR_MS = 3_600_000;

function key(e: Env): Buffer {
  if (e.COD_LINK_SECRET) return Buffer.from(e.COD_LINK_SECRET, 'utf8');
  return createHmac('sha256', e.AUTH_SECRET).update('cod-confirmation-link').digest();
}

function signature(orderId: string, expires: number, e: Env): string {
  return createHmac('sha256', key(e)).update(`cod:${orderId}.${expires}`).digest('base64url');
}

export function confirmationDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + CONFIRMATION_HOURS * HOUR_MS);
}

export function signConfirmationToken(orderId: string, placedAt: Date, e: Env = env()): string {
  const expires = Math.floor(confirmationDeadline(placedAt).getTime() / 1000);
  return `${orderId}.${expires}.${signature(orderId, expires, e)}`;
}

export type TokenCheck = { ok: true; orderId: string; expiresAt: Date } | { ok: false; why: 'forged' | 'expired' };

const TOKEN = new RegExp(`^(${ID_CHARS})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})$`);

/** Checks the signature first (in constant time), then the expiry. */
export function checkConfirmationToken(token: string, now: Date, e: Env = env()): TokenCheck {
  const m = TOKEN.exec(token);
  if (!m) return { ok: false, why: 'forged' };
  const [, orderId, expiresText, given] = m as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(orderId, expires, e));
  const got = Buffer.from(given);
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return { ok: false, why: 'forged' };
  if (now.getTime() >= expires * 1000) return { ok: false, why: 'expired' };
  return { ok: true, orderId, expiresAt: new Date(expires * 1000) };
}
