import { describe, expect, test } from 'vitest';
import { parseEnv } from '../../src/server/platform/env';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db/shop',
  OTP_SENDER: '2factor',
  TWOFACTOR_API_KEY: 'k',
  PAYMENT_GATEWAY: 'phonepe',
  PHONEPE_CLIENT_ID: 'id',
  PHONEPE_CLIENT_SECRET: 'secret',
  AUTH_SECRET: 'a-long-random-production-secret-0123456789',
  PAYOUT_DETAILS_KEY: '4f'.repeat(32),
};

describe('PhonePe webhook settings', () => {
  test('production with PhonePe refuses to start without the webhook username and password', () => {
    expect(() => parseEnv(production)).toThrow(/PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD are required/);
    expect(() => parseEnv({ ...production, PHONEPE_WEBHOOK_USERNAME: 'kanmani_hook' })).toThrow(/PHONEPE_WEBHOOK_USERNAME/);
  });

  test('production with both webhook credentials starts', () => {
    const e = parseEnv({ ...production, PHONEPE_WEBHOOK_USERNAME: 'kanmani_hook', PHONEPE_WEBHOOK_PASSWORD: 'hookPass2025' });
    expect(e.PHONEPE_WEBHOOK_USERNAME).toBe('kanmani_hook');
  });

  test('local mode does not need them', () => {
    expect(parseEnv({ PAYMENT_GATEWAY: 'phonepe' }).PHONEPE_WEBHOOK_USERNAME).toBeUndefined();
  });
});
