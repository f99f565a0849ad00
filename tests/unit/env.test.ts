import { describe, expect, test } from 'vitest';
import { parseEnv, devToolsOn, EnvError } from '../../src/server/platform/env';

describe('settings', () => {
  test('local mode needs nothing: embedded database, dev SMS, sandbox gateway', () => {
    const e = parseEnv({});
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.DATA_DIR).toBe('.data');
    expect(e.OTP_SENDER).toBe('dev');
    expect(e.PAYMENT_GATEWAY).toBe('sandbox');
    expect(e.PORT).toBe(4321);
    expect(devToolsOn(e)).toBe(true);
  });

  test('a bad variable is named in the error', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ TRUSTED_PROXY: 'yes' })).toThrow(/TRUSTED_PROXY must be a hop count/);
  });

  test('TRUSTED_PROXY: unset trusts no proxy, 1 is one hop, a list names the proxy networks', () => {
    expect(parseEnv({}).TRUSTED_PROXY).toEqual({ kind: 'none' });
    expect(parseEnv({ TRUSTED_PROXY: '1' }).TRUSTED_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(parseEnv({ TRUSTED_PROXY: '10.0.0.0/8' }).TRUSTED_PROXY).toMatchObject({ kind: 'networks', networks: [{ text: '10.0.0.0/8' }] });
  });

  test('production refuses the embedded database, the dev SMS sender, the sandbox gateway and dev tools', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production', DEV_TOOLS: '1' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/OTP_SENDER/);
    expect(message).toMatch(/PAYMENT_GATEWAY/);
    expect(message).toMatch(/DEV_TOOLS/);
    expect(message).toMatch(/AUTH_SECRET/);
  });

  test('production with real services starts, with dev tools off', () => {
    const e = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop@db/shop',
      OTP_SENDER: '2factor',
      TWOFACTOR_API_KEY: 'k',
      PAYMENT_GATEWAY: 'phonepe',
      PHONEPE_CLIENT_ID: 'id',
      PHONEPE_CLIENT_SECRET: 'secret',
      PHONEPE_WEBHOOK_USERNAME: 'kanmani_hook',
      PHONEPE_WEBHOOK_PASSWORD: 'hookPass2025',
      AUTH_SECRET: 'a-long-random-production-secret-0123456789',
      PAYOUT_DETAILS_KEY: '4f'.repeat(32),
    });
    expect(devToolsOn(e)).toBe(false);
  });
});
