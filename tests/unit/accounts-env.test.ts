import { describe, expect, test } from 'vitest';
import { devToolsOn, parseEnv } from '../../src/server/platform/env';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db:5432/shop',
  PAYMENT_GATEWAY: 'phonepe',
  PHONEPE_CLIENT_ID: 'id',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_WEBHOOK_USERNAME: 'kanmani_hook',
  PHONEPE_WEBHOOK_PASSWORD: 'hookPass2025',
  AUTH_SECRET: 'a-long-random-production-secret-0123456789',
  PAYOUT_DETAILS_KEY: '4f'.repeat(32),
};

describe('SMS sender settings', () => {
  test('production refuses the dev sender', () => {
    expect(() => parseEnv({ ...production, OTP_SENDER: 'dev' })).toThrow(/OTP_SENDER must be a real SMS sender/);
  });

  test('production refuses the dev sender when OTP_SENDER is left unset (it defaults to dev)', () => {
    expect(() => parseEnv(production)).toThrow(/OTP_SENDER/);
  });

  test('production refuses dev tools', () => {
    expect(() => parseEnv({ ...production, OTP_SENDER: '2factor', TWOFACTOR_API_KEY: 'k', DEV_TOOLS: '1' })).toThrow(/DEV_TOOLS/);
  });

  test('production with 2factor needs its API key', () => {
    expect(() => parseEnv({ ...production, OTP_SENDER: '2factor' })).toThrow(/TWOFACTOR_API_KEY/);
  });

  test('production with 2factor and a key starts, with dev tools off', () => {
    const e = parseEnv({ ...production, OTP_SENDER: '2factor', TWOFACTOR_API_KEY: 'k' });
    expect(e.OTP_SENDER).toBe('2factor');
    expect(devToolsOn(e)).toBe(false);
  });

  test('development defaults to the dev sender with dev tools on', () => {
    const e = parseEnv({ NODE_ENV: 'development' });
    expect(e.OTP_SENDER).toBe('dev');
    expect(devToolsOn(e)).toBe(true);
  });
});
