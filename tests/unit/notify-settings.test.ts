import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseEnv } from '../../src/server/platform/env';
import { notifiers } from '../../src/server/notify/notifiers';
import { startFake2Factor, type Fake2Factor } from '../fixtures/fake-2factor';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fixtures/fake-whatsapp';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db:5432/shop',
  AUTH_SECRET: 'a-long-random-production-secret-0123456789',
  PAYOUT_DETAILS_KEY: '4f'.repeat(32),
  OTP_SENDER: '2factor',
  TWOFACTOR_API_KEY: 'k',
  PAYMENT_GATEWAY: 'phonepe',
  PHONEPE_CLIENT_ID: 'id',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_WEBHOOK_USERNAME: 'kanmani_hook',
  PHONEPE_WEBHOOK_PASSWORD: 'hookPass2025',
};
const whatsapp = { NOTIFY_WHATSAPP: 'cloud', WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_APP_SECRET: 's' };

describe('order message settings', () => {
  test('production refuses the dev SMS notifier', () => {
    expect(() => parseEnv({ ...production, NOTIFY_SMS: 'dev' })).toThrow(/NOTIFY_SMS must be a real SMS notifier in production/);
  });

  test('production with 2Factor order SMS needs the DLT sender id', () => {
    expect(() => parseEnv({ ...production, NOTIFY_SMS: '2factor' })).toThrow(/TWOFACTOR_SENDER_ID are required when NOTIFY_SMS=2factor/);
    expect(() => parseEnv({ ...production, NOTIFY_SMS: '2factor', TWOFACTOR_SENDER_ID: 'KANMANI1' })).toThrow(/TWOFACTOR_SENDER_ID must be the 6-letter DLT sender id/);
  });

  test('production with WhatsApp needs its token, phone number id and app secret', () => {
    expect(() => parseEnv({ ...production, NOTIFY_WHATSAPP: 'cloud', WHATSAPP_TOKEN: 't' })).toThrow(
      /WHATSAPP_TOKEN WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET are required when NOTIFY_WHATSAPP=cloud/,
    );
  });

  test('a complete production configuration chooses 2Factor and WhatsApp', () => {
    const e = parseEnv({ ...production, NOTIFY_SMS: '2factor', TWOFACTOR_SENDER_ID: 'KANMNI', ...whatsapp });
    const chosen = notifiers(e);
    expect([chosen.sms.channel, chosen.sms.name, chosen.whatsapp?.channel, chosen.whatsapp?.name]).toEqual(['sms', '2factor', 'whatsapp', 'cloud']);
    expect(e.WHATSAPP_GRAPH_URL).toBe('https://graph.facebook.com/v23.0');
  });

  test('unset, order SMS follow the OTP sender; set, NOTIFY_SMS wins', () => {
    expect(notifiers(parseEnv({ OTP_SENDER: '2factor' })).sms.name).toBe('2factor');
    expect(notifiers(parseEnv({ OTP_SENDER: '2factor', NOTIFY_SMS: 'dev' })).sms.name).toBe('dev');
    expect(notifiers(parseEnv({})).sms.name).toBe('dev');
    expect(notifiers(parseEnv({})).whatsapp).toBeNull();
  });
});

describe('the chosen adapters reach the configured providers', () => {
  let sms: Fake2Factor;
  let wa: FakeWhatsApp;
  beforeAll(async () => {
    sms = await startFake2Factor('key-settings');
    sms.templates.set('order_placed', 2);
    wa = await startFakeWhatsApp({ token: 'wa-settings', phoneNumberId: '1234567890' });
    wa.templates.set('order_placed', { bodyParams: 2, urlButton: false });
  });
  afterAll(async () => {
    await sms.close();
    await wa.close();
  });

  test('2Factor and WhatsApp each get the order message', async () => {
    const chosen = notifiers(
      parseEnv({
        NOTIFY_SMS: '2factor',
        TWOFACTOR_BASE_URL: sms.url,
        TWOFACTOR_API_KEY: 'key-settings',
        TWOFACTOR_SENDER_ID: 'KANMNI',
        NOTIFY_WHATSAPP: 'cloud',
        WHATSAPP_GRAPH_URL: wa.url,
        WHATSAPP_TOKEN: 'wa-settings',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_APP_SECRET: 'secret',
      }),
    );
    const message = { template: 'order_placed', to: '9876543210', params: ['Asha', 'ORD-10492'] };
    expect(await chosen.sms.send(message)).toMatchObject({ ok: true });
    expect(await chosen.whatsapp!.send(message)).toMatchObject({ ok: true });
    expect(sms.transactional.map((m) => [m.from, m.to, m.template, m.vars])).toEqual([['KANMNI', '9876543210', 'order_placed', ['Asha', 'ORD-10492']]]);
    expect(wa.sent.map((m) => [m.to, m.template, m.body])).toEqual([['919876543210', 'order_placed', ['Asha', 'ORD-10492']]]);
  });
});
