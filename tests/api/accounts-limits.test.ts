import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { query } from '../../src/server/platform/db/client';
import { resetEnvForTests } from '../../src/server/platform/env';
import { newMobile, signUp } from '../fixtures/accounts';
import { startFake2Factor, type Fake2Factor } from '../fixtures/fake-2factor';

const db = useTestDatabase({ seed: false });

afterEach(() => {
  resetEnvForTests();
});

describe('sending limits', () => {
  test('the fourth send to one number within ten minutes answers 429 with Retry-After', async () => {
    const { mobileNumber } = await signUp(); // send 1
    expect((await post('/api/web/customer/login', { mobileNumber })).status).toBe(200); // 2
    expect((await post('/api/web/customer/resend-otp', { mobileNumber })).status).toBe(200); // 3
    const fourth = await post('/api/web/customer/login', { mobileNumber });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/Too many OTPs were sent to this mobile number\. Please wait \d+ minutes? before asking for another\./);
    const retryAfter = Number(fourth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await post('/api/web/customer/resend-otp', { mobileNumber })).status).toBe(429);
  });

  test('the window slides: once the oldest send is ten minutes old, one more is allowed', async () => {
    const { mobileNumber } = await signUp();
    await post('/api/web/customer/login', { mobileNumber });
    await post('/api/web/customer/login', { mobileNumber });
    expect((await post('/api/web/customer/login', { mobileNumber })).status).toBe(429);
    // Age every hit by ten minutes, as if the shopper had waited.
    await query(db.handle().db, sql`update rate_limit_hits set created_at = created_at - interval '10 minutes'`);
    expect((await post('/api/web/customer/login', { mobileNumber })).status).toBe(200);
  });

  test('racing sends cannot take more than the limit', async () => {
    const { mobileNumber } = await signUp(); // 1 of 3
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/web/customer/login', { mobileNumber })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
  });

  test('one client address gets 20 OTP requests per ten minutes, whatever the numbers', async () => {
    const clientAddress = '203.0.113.9';
    for (let i = 0; i < 20; i++) {
      const r = await post('/api/web/customer/login', { mobileNumber: newMobile() }, { clientAddress });
      expect(r.status).toBe(404);
    }
    const over = await post('/api/web/customer/login', { mobileNumber: newMobile() }, { clientAddress });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many OTP requests from your network/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post('/api/web/customer/login', { mobileNumber: newMobile() }, { clientAddress: '203.0.113.10' })).status).toBe(404);
  });

  test('the rate-limit table holds no plain number or address', async () => {
    const { mobileNumber } = await signUp('Kavya', newMobile());
    await post('/api/web/customer/login', { mobileNumber }, { clientAddress: '198.51.100.4' });
    const rows = await query<{ bucket: string }>(db.handle().db, sql`select bucket from rate_limit_hits`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.bucket).not.toContain(mobileNumber);
      expect(r.bucket).not.toContain('198.51.100.4');
    }
  });
});

describe('dev SMS outbox', () => {
  test('lists messages newest first as {to, text, createdAt}', async () => {
    const { mobileNumber } = await signUp();
    await post('/api/web/customer/login', { mobileNumber });
    const r = await get('/api/dev/sms');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const list = r.body.data as { to: string; text: string; createdAt: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'text', 'to']);
    expect(list[0]!.to).toBe(mobileNumber);
    expect(list[0]!.text).toMatch(/^\d{4} is your Kanmani OTP/);
    const times = list.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test('is absent when dev tools are off', async () => {
    resetEnvForTests({ DEV_TOOLS: '0' });
    const r = await get('/api/dev/sms');
    expect(r.status).toBe(404);
    expect(r.text).not.toMatch(/OTP/);
  });
});

describe('OTP_SENDER=2factor against the fake provider', () => {
  let fake: Fake2Factor;
  beforeAll(async () => {
    fake = await startFake2Factor('test-key');
  });
  afterAll(async () => {
    await fake.close();
  });
  const use2Factor = () =>
    resetEnvForTests({ OTP_SENDER: '2factor', TWOFACTOR_BASE_URL: fake.url, TWOFACTOR_API_KEY: 'test-key' });

  test('the code delivered through 2Factor signs the shopper in', async () => {
    const { mobileNumber } = await signUp();
    use2Factor();
    const login = await post('/api/web/customer/login', { mobileNumber });
    expect(login.status).toBe(200);
    const sms = fake.sent.at(-1);
    expect(sms?.phone).toBe(mobileNumber);
    const ok = await post('/api/web/customer/otp-verify', { mobileNumber, otp: sms?.otp, session_id: login.body.data.session_id });
    expect(ok.status).toBe(200);
  });

  test('a provider failure is a 502 with a clear message, and leaves no usable challenge', async () => {
    const { mobileNumber } = await signUp();
    use2Factor();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.mode = 'error-status';
    try {
      const r = await post('/api/web/customer/login', { mobileNumber });
      expect(r.status).toBe(502);
      expect(r.body.message).toBe('We could not send the OTP by SMS right now. Please try again in a minute.');
    } finally {
      fake.mode = 'ok';
    }
    const open = await query(db.handle().db, sql`select id from otp_challenges where mobile_number = ${mobileNumber} and expires_at > now() and verified_at is null`);
    expect(open).toEqual([]);
  });
});
