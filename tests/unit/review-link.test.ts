import { describe, expect, test } from 'vitest';
import { parseEnv } from '../../src/server/platform/env';
import { checkReviewToken, signReviewToken } from '../../src/server/notify/review-link';

const e = parseEnv({ AUTH_SECRET: 'a-test-secret-of-enough-length-for-hmac-0123456789' });
const other = parseEnv({ AUTH_SECRET: 'another-secret-of-enough-length-for-hmac-987654321' });
const ORDER = '0123456789abcdef01234567';
const delivered = new Date('2026-11-01T06:00:00Z');

describe('the review link: signed for one order, open 60 days from delivery', () => {
  test('opens its order until the 60th day after delivery ends', () => {
    const token = signReviewToken(ORDER, delivered, e);
    expect(token).toMatch(/^0123456789abcdef01234567\.1798696800\.[\w-]{43}$/);
    expect(checkReviewToken(token, new Date('2026-12-31T05:59:59Z'), e)).toEqual({ ok: true, orderId: ORDER });
    expect(checkReviewToken(token, new Date('2026-12-31T06:00:00Z'), e)).toEqual({ ok: false, why: 'expired' });
  });

  test('another order, expiry or secret breaks the signature', () => {
    const token = signReviewToken(ORDER, delivered, e);
    const [, expires, sig] = token.split('.');
    const now = new Date('2026-11-05T06:00:00Z');
    expect(checkReviewToken(`fedcba9876543210fedcba98.${expires}.${sig}`, now, e)).toEqual({ ok: false, why: 'forged' });
    expect(checkReviewToken(`${ORDER}.${Number(expires) + 86_400}.${sig}`, now, e)).toEqual({ ok: false, why: 'forged' });
    expect(checkReviewToken(token, now, other)).toEqual({ ok: false, why: 'forged' });
    expect(checkReviewToken('not-a-token', now, e)).toEqual({ ok: false, why: 'forged' });
  });
});
