import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { query } from '../../src/server/platform/db/client';
import { latestCode, newMobile, signUp, wrongCode } from '../fixtures/accounts';
import { AN_ID } from '../support/ids';

const db = useTestDatabase({ seed: false });

const verify = (mobileNumber: string, otp: string, session_id: string) =>
  post('/api/web/customer/otp-verify', { mobileNumber, otp, session_id });

describe('sign up, sign in, profile, log out', () => {
  test('a new number signs up, verifies the SMS code and reads its profile', async () => {
    const mobileNumber = newMobile();
    const reg = await post('/api/web/customer/register', { name: '  Meena Raj ', emailId: 'meena@example.com', mobileNumber });
    expect(reg.status).toBe(200);
    expect(reg.body.data.session_id).toMatch(AN_ID);
    const otp = await latestCode(mobileNumber);
    const ok = await verify(mobileNumber, otp, reg.body.data.session_id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(ok.body.data.token.length).toBeGreaterThanOrEqual(22);
    expect(ok.body.data.customer).toMatchObject({ name: 'Meena Raj', mobileNumber, emailId: 'meena@example.com' });

    const profile = await get('/api/web/customer/profile', { token: ok.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('private, no-store');
    expect(profile.body.data).toEqual({
      _id: ok.body.data.customer._id,
      name: 'Meena Raj',
      mobileNumber,
      emailId: 'meena@example.com',
      email: 'meena@example.com',
    });
  });

  test('login of an unknown number is a 404 with a message, and sends nothing', async () => {
    const mobileNumber = newMobile();
    const r = await post('/api/web/customer/login', { mobileNumber });
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/not registered/);
    const outbox = await get(`/api/dev/sms?to=${mobileNumber}`);
    expect(outbox.body.data).toEqual([]);
  });

  test('register of an existing number is a 409', async () => {
    const { mobileNumber } = await signUp();
    const r = await post('/api/web/customer/register', { name: 'Someone Else', mobileNumber });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/already registered/);
  });

  test('an existing number logs in and resend gives a new session that replaces the old one', async () => {
    const { mobileNumber } = await signUp();
    const login = await post('/api/web/customer/login', { mobileNumber });
    expect(login.status).toBe(200);
    const firstCode = await latestCode(mobileNumber);
    const resend = await post('/api/web/customer/resend-otp', { mobileNumber });
    expect(resend.status).toBe(200);
    expect(resend.body.data.session_id).not.toBe(login.body.data.session_id);
    const secondCode = await latestCode(mobileNumber);
    expect((await verify(mobileNumber, firstCode, login.body.data.session_id)).status).toBe(400);
    expect((await verify(mobileNumber, secondCode, resend.body.data.session_id)).status).toBe(200);
  });

  test('logout revokes the token: the same token then answers 401', async () => {
    const { token } = await signUp();
    expect((await get('/api/web/customer/profile', { token })).status).toBe(200);
    const out = await post('/api/web/customer/logout', undefined, { token });
    expect(out.status).toBe(200);
    const after = await get('/api/web/customer/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/sign in/i);
  });

  test('a token of customer A never reads customer B', async () => {
    const a = await signUp('Anitha');
    const b = await signUp('Bharathi');
    const pa = await get('/api/web/customer/profile', { token: a.token });
    const pb = await get('/api/web/customer/profile', { token: b.token });
    expect(pa.body.data).toMatchObject({ _id: a.customer._id, name: 'Anitha', mobileNumber: a.mobileNumber });
    expect(pb.body.data).toMatchObject({ _id: b.customer._id, name: 'Bharathi', mobileNumber: b.mobileNumber });
  });

  test('profile without a token, or with a made-up one, is 401', async () => {
    expect((await get('/api/web/customer/profile')).status).toBe(401);
    expect((await get('/api/web/customer/profile', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await post('/api/web/customer/logout')).status).toBe(401);
  });

  test('an expired session answers 401', async () => {
    const { token, customer } = await signUp();
    await query(db.handle().db, sql`update sessions set expires_at = now() - interval '1 minute' where customer_id = ${customer._id}`);
    expect((await get('/api/web/customer/profile', { token })).status).toBe(401);
  });
});

describe('validation uses the spec messages', () => {
  test.each([
    [{ mobileNumber: '98765' }, 'Mobile number must be 10 digits'],
    [{ mobileNumber: '98765abcde' }, 'Only 10-digit numbers allowed'],
    [{}, 'Mobile number must be 10 digits'],
  ])('login %j', async (body, message) => {
    const r = await post('/api/web/customer/login', body);
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({ path: 'mobileNumber', message });
  });

  test('register needs a name and a valid email when one is given', async () => {
    const r = await post('/api/web/customer/register', { name: ' ', emailId: 'not-an-email', mobileNumber: newMobile() });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({ path: 'name', message: 'Name is required' });
    expect(r.body.errors).toContainEqual({ path: 'emailId', message: 'Invalid email address' });
  });

  test('the OTP must be exactly 4 digits', async () => {
    for (const otp of ['123', '12345', '12a4']) {
      const r = await verify(newMobile(), otp, 'a'.repeat(24));
      expect(r.status).toBe(400);
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain('otp');
    }
  });
});

describe('OTP challenges', () => {
  async function challenge() {
    const { mobileNumber } = await signUp();
    const login = await post('/api/web/customer/login', { mobileNumber });
    return { mobileNumber, sessionId: login.body.data.session_id as string, code: await latestCode(mobileNumber) };
  }

  test('a wrong code is refused with the spec text', async () => {
    const { mobileNumber, sessionId, code } = await challenge();
    const r = await verify(mobileNumber, wrongCode(code), sessionId);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Invalid OTP. Please try again.');
  });

  test('after four wrong tries the fifth, right, try still works', async () => {
    const { mobileNumber, sessionId, code } = await challenge();
    for (let i = 0; i < 4; i++) expect((await verify(mobileNumber, wrongCode(code), sessionId)).status).toBe(400);
    expect((await verify(mobileNumber, code, sessionId)).status).toBe(200);
  });

  test('the sixth try fails even with the right code', async () => {
    const { mobileNumber, sessionId, code } = await challenge();
    for (let i = 0; i < 5; i++) expect((await verify(mobileNumber, wrongCode(code), sessionId)).status).toBe(400);
    const sixth = await verify(mobileNumber, code, sessionId);
    expect(sixth.status).toBe(429);
    expect(sixth.body.data).toBeNull();
  });

  test('parallel guesses cannot spend more than five tries', async () => {
    const { mobileNumber, sessionId, code } = await challenge();
    await Promise.all(Array.from({ length: 12 }, () => verify(mobileNumber, wrongCode(code), sessionId)));
    const [row] = await query<{ attempts: number }>(db.handle().db, sql`select attempts from otp_challenges where id = ${sessionId}`);
    expect(row?.attempts).toBe(5);
    expect((await verify(mobileNumber, code, sessionId)).status).toBe(429);
  });

  test('an expired code fails', async () => {
    const { mobileNumber, sessionId, code } = await challenge();
    await query(db.handle().db, sql`update otp_challenges set expires_at = now() - interval '1 second' where id = ${sessionId}`);
    const r = await verify(mobileNumber, code, sessionId);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/expired/);
  });

  test('a verified challenge cannot be used twice', async () => {
    const { mobileNumber, sessionId, code } = await challenge();
    expect((await verify(mobileNumber, code, sessionId)).status).toBe(200);
    expect((await verify(mobileNumber, code, sessionId)).status).toBe(400);
  });

  test("a challenge only works for its own number", async () => {
    const a = await challenge();
    const b = await signUp();
    const r = await verify(b.mobileNumber, a.code, a.sessionId);
    expect(r.status).toBe(400);
    expect((await verify(a.mobileNumber, a.code, a.sessionId)).status).toBe(200);
  });

  test('the database holds no plain code or token', async () => {
    const { mobileNumber, sessionId, code } = await challenge();
    const ok = await verify(mobileNumber, code, sessionId);
    const token: string = ok.body.data.token;
    const handle = db.handle().db;
    const challenges = await query<Record<string, unknown>>(handle, sql`select * from otp_challenges`);
    const sessions = await query<Record<string, unknown>>(handle, sql`select * from sessions`);
    expect(challenges.length).toBeGreaterThan(0);
    expect(sessions.length).toBeGreaterThan(0);
    for (const row of challenges) {
      expect(String(row.code_hash)).toMatch(/^[a-f0-9]{64}$/);
      for (const value of Object.values(row)) expect(String(value)).not.toBe(code);
    }
    for (const row of sessions) {
      for (const value of Object.values(row)) expect(String(value)).not.toContain(token);
    }
  });
});
