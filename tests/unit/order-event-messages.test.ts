import { describe, expect, test } from 'vitest';
import { EVENT_MESSAGES, sendsMessage } from '../../src/server/notify/event-messages';
import { checkConfirmationToken, signConfirmationToken } from '../../src/server/cod/confirmation-link';
import { messageRetryDelayMs } from '../../src/server/notify/send-order-message';
import { parseEnv } from '../../src/server/platform/env';
import { renderText } from '../../src/server/notify/templates';

const ORDER = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const context = (over: Partial<Parameters<NonNullable<(typeof EVENT_MESSAGES)['placed']>>[0]> = {}) => ({
  orderId: ORDER,
  customerName: 'Asha Devi Kumar',
  paymentMethod: 2,
  data: null,
  siteUrl: 'https://kanmani.example/',
  codToken: () => 'TOKEN',
  reviewToken: (deliveredAt: Date) => `REVIEW-${deliveredAt.toISOString()}`,
  ...over,
});

describe('which order events send which message', () => {
  test('placed: a thank-you for an online order, the confirmation link for a COD one', () => {
    expect(EVENT_MESSAGES.placed!(context())).toEqual({ template: 'order_placed', params: ['Asha', '4e5f6'] });
    expect(EVENT_MESSAGES.placed!(context({ paymentMethod: 1 }))).toEqual({
      template: 'cod_confirmation_request',
      params: ['Asha', '4e5f6'],
      link: 'https://kanmani.example/order/confirm/TOKEN',
    });
  });

  test('a review request signs its link as it is sent: the event holds only the delivery time', () => {
    expect(EVENT_MESSAGES.reviewRequested!(context({ data: { deliveredAt: '2026-11-20T10:00:00.000Z' } }))).toEqual({
      template: 'review_request',
      params: ['Asha', '4e5f6'],
      link: 'https://kanmani.example/review/REVIEW-2026-11-20T10:00:00.000Z',
    });
  });

  test('shipped carries courier, AWB and the tracking link; a refund its amount in rupees', () => {
    const data = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
    expect(EVENT_MESSAGES.ship!(context({ data }))).toEqual({
      template: 'order_shipped',
      params: ['Asha', '4e5f6', 'Delhivery', 'DLV12345678'],
      link: 'https://www.delhivery.com/track/package/DLV12345678',
    });
    expect(EVENT_MESSAGES.paymentRefunded!(context({ data: { amountPaise: 146_533 } })).params).toEqual(['Asha', '4e5f6', '₹1,465.33']);
  });

  test('each step of a return sends its own message, and the dev outbox reads it in words', () => {
    const rejected = EVENT_MESSAGES.returnRejected!(context({ data: { reason: 'The tags were removed.' } }));
    expect(rejected).toEqual({ template: 'return_rejected', params: ['Asha', '4e5f6', 'The tags were removed.'] });
    expect(renderText(rejected.template, rejected.params)).toBe('Hi Asha, we could not accept the return for order 4e5f6: The tags were removed.');
    const pickup = EVENT_MESSAGES.returnPickupScheduled!(context({ data: { courier: 'Delhivery', awb: 'RVP123', trackingUrl: 'https://t.example/RVP123' } }));
    expect(pickup).toEqual({ template: 'return_pickup_scheduled', params: ['Asha', '4e5f6', 'Delhivery', 'RVP123'], link: 'https://t.example/RVP123' });
    for (const kind of ['returnRequested', 'returnApproved', 'returnReceived', 'exchangeShipped', 'returnRefunded']) expect(sendsMessage(kind), kind).toBe(true);
  });

  test('the events shoppers hear about, and ones they do not', () => {
    for (const kind of ['placed', 'confirm', 'ship', 'outForDelivery', 'deliver', 'cancel', 'paymentRefunded', 'paymentPartiallyRefunded']) expect(sendsMessage(kind), kind).toBe(true);
    for (const kind of ['hold', 'release', 'paymentRetried', 'paymentFailed', 'refundFailed', 'toString', 'constructor']) expect(sendsMessage(kind), kind).toBe(false);
  });

  test('retries wait 30 s doubling to an hour, or longer when the provider says so', () => {
    expect([1, 2, 3, 8, 20].map((n) => messageRetryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    expect(messageRetryDelayMs(1, 120_000)).toBe(120_000);
    expect(messageRetryDelayMs(3, 5_000)).toBe(120_000);
  });
});

describe('the COD confirmation token', () => {
  const env = parseEnv({ NODE_ENV: 'test', COD_LINK_SECRET: 'a-cod-link-secret-that-is-long-enough-0123' });
  const placed = new Date('2026-11-23T10:00:00Z');

  test('is valid for 24 hours after placing, then expired', () => {
    const token = signConfirmationToken(ORDER, placed, env);
    expect(token).toMatch(/^a1b2c3d4e5f6a1b2c3d4e5f6\.1795514400\.[A-Za-z0-9_-]{43}$/);
    expect(checkConfirmationToken(token, new Date('2026-11-24T09:59:59Z'), env)).toEqual({ ok: true, orderId: ORDER, expiresAt: new Date('2026-11-24T10:00:00Z') });
    expect(checkConfirmationToken(token, new Date('2026-11-24T10:00:00Z'), env)).toEqual({ ok: false, why: 'expired' });
  });

  test('another key, order or expiry makes it forged, whatever the clock says', () => {
    const token = signConfirmationToken(ORDER, placed, env);
    const other = parseEnv({ NODE_ENV: 'test', COD_LINK_SECRET: 'another-cod-link-secret-that-is-long-0123' });
    const early = new Date('2026-11-23T11:00:00Z');
    expect(checkConfirmationToken(token, early, other)).toEqual({ ok: false, why: 'forged' });
    expect(checkConfirmationToken(token.replace(ORDER, 'f'.repeat(24)), early, env)).toEqual({ ok: false, why: 'forged' });
    expect(checkConfirmationToken(token.replace('1795514400', '1895514400'), early, env)).toEqual({ ok: false, why: 'forged' });
    expect(checkConfirmationToken('', early, env)).toEqual({ ok: false, why: 'forged' });
  });

  test('without its own secret the key comes from AUTH_SECRET, so a new AUTH_SECRET ends old links', () => {
    const a = parseEnv({ NODE_ENV: 'test', AUTH_SECRET: 'first-auth-secret-that-is-long-enough-01' });
    const b = parseEnv({ NODE_ENV: 'test', AUTH_SECRET: 'second-auth-secret-that-is-long-enough-0' });
    const token = signConfirmationToken(ORDER, placed, a);
    expect(checkConfirmationToken(token, placed, a).ok).toBe(true);
    expect(checkConfirmationToken(token, placed, b)).toEqual({ ok: false, why: 'forged' });
  });
});
