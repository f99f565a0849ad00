import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { useTestDatabase } from '../support/db';
import { call, get, patch, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { consoleHeaders, cookieOf, newStaff, signInStaff } from '../fixtures/staff';

useTestDatabase({ seed: false });

const WRONG = 'That email and password do not match a staff account. Check them and try again.';
const LOCKED = 'Too many wrong passwords: sign-in is locked for 15 minutes. Try again later, or ask the shop owner to check your account.';

/** Moves every sign-in counter back in time, as if minutes had passed. */
async function age(minutes: number) {
  const db = await getDb();
  await db.execute(sql`update staff_sign_in_counts set window_start = window_start - make_interval(mins => ${minutes}), next_at = next_at - make_interval(mins => ${minutes})`);
}

/** As if the network had waited out its pace (but not its 15-minute window). */
async function paceElapsed() {
  const db = await getDb();
  await db.execute(sql`update staff_sign_in_counts set next_at = now()`);
}

describe('staff sign-in', () => {
  test('the right password gives an HttpOnly, SameSite=Strict session cookie that opens the console API', async () => {
    const member = await newStaff('fulfilment');
    const r = await signInStaff(member.email, member.password);
    expect(r.status).toBe(200);
    expect(r.body.data.staff).toMatchObject({ email: member.email, role: 'fulfilment' });
    const setCookie = r.headers.get('set-cookie')!;
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure'); // plain http on localhost only
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.headers.get('x-robots-tag')).toBe('noindex');
  });

  test('the cookie is Secure when the console is served over https', async () => {
    const member = await newStaff('support');
    const r = await call('POST', 'https://shop.example.in/api/admin/session', {
      body: { email: member.email, password: member.password },
      headers: { origin: 'https://shop.example.in' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('set-cookie')).toContain('; Secure');
  });

  test('a wrong password and an unknown email answer the same 401', async () => {
    const member = await newStaff('support');
    const wrong = await signInStaff(member.email, 'not-the-password');
    const unknown = await signInStaff('nobody@kanmani.test', 'not-the-password');
    expect([wrong.status, wrong.body.message]).toEqual([401, WRONG]);
    expect([unknown.status, unknown.body.message]).toEqual([401, WRONG]);
  });

  test('5 wrong passwords from one network lock that network out of the account for 15 minutes; other networks still sign in', async () => {
    const member = await newStaff('manager');
    for (let i = 0; i < 5; i++) expect((await signInStaff(member.email, `wrong-${i}`, { clientAddress: `203.0.113.${i + 1}` })).status).toBe(401);
    const locked = await signInStaff(member.email, member.password, { clientAddress: '203.0.113.77' });
    expect([locked.status, locked.body.message]).toEqual([429, LOCKED]);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
    expect((await signInStaff(member.email, member.password, { clientAddress: '198.51.100.7' })).status).toBe(200);
    await age(14);
    expect((await signInStaff(member.email, member.password, { clientAddress: '203.0.113.77' })).status).toBe(429);
    await age(1);
    expect((await signInStaff(member.email, member.password, { clientAddress: '203.0.113.77' })).status).toBe(200);
  });

  test('a network guessing across accounts is slowed from its 5th try, then blocked for every account at 20', async () => {
    const accounts = [await newStaff('support'), await newStaff('support'), await newStaff('support'), await newStaff('support'), await newStaff('support')];
    for (let i = 0; i < 5; i++) expect((await signInStaff(accounts[i]!.email, 'wrong-password', { clientAddress: '192.0.2.50' })).status).toBe(401);
    const slowed = await signInStaff(accounts[0]!.email, accounts[0]!.password, { clientAddress: '192.0.2.51' });
    expect([slowed.status, slowed.body.message, slowed.headers.get('retry-after')]).toEqual([429, 'Too many sign-in attempts from your network. Wait 1 second and try again.', '1']);
    for (let i = 5; i < 20; i++) {
      await paceElapsed();
      expect((await signInStaff(accounts[i % 5]!.email, 'wrong-password', { clientAddress: '192.0.2.50' })).status).toBe(401);
    }
    await paceElapsed();
    const blocked = await signInStaff(accounts[0]!.email, accounts[0]!.password, { clientAddress: '192.0.2.99' });
    expect([blocked.status, blocked.body.message]).toEqual([429, LOCKED]);
    expect((await signInStaff(accounts[0]!.email, accounts[0]!.password, { clientAddress: '192.0.3.51' })).status).toBe(200);
  });

  test('sign-out revokes the session: the same cookie is refused afterwards', async () => {
    const member = await newStaff('owner');
    expect((await get('/api/admin/staff', { headers: consoleHeaders(member.cookie) })).status).toBe(200);
    expect((await post('/api/admin/sign-out', {}, { headers: consoleHeaders(member.cookie) })).status).toBe(200);
    const after = await get('/api/admin/staff', { headers: consoleHeaders(member.cookie) });
    expect([after.status, after.body.message]).toEqual([401, 'Please sign in to the console: your session is missing or has expired.']);
  });

  test('sign-out tells the browser to drop the cookie at once', async () => {
    const member = await newStaff('support');
    const out = await post('/api/admin/sign-out', {}, { headers: consoleHeaders(member.cookie) });
    const setCookie = out.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^kanmani_staff=[^;]*;/);
    expect(setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
  });

  test('a session unused for 12 hours has expired', async () => {
    const member = await newStaff('owner');
    const db = await getDb();
    await db.execute(sql`update staff_sessions set last_seen_at = now() - interval '12 hours 1 minute' where staff_id = ${member.id}`);
    expect((await get('/api/admin/staff', { headers: consoleHeaders(member.cookie) })).status).toBe(401);
  });

  test('a member working steadily stays signed in past 12 hours: only idle time ends a session', async () => {
    const member = await newStaff('owner');
    const db = await getDb();
    await db.execute(sql`update staff_sessions set created_at = now() - interval '13 hours', last_seen_at = now() - interval '11 hours' where staff_id = ${member.id}`);
    expect((await get('/api/admin/staff', { headers: consoleHeaders(member.cookie) })).status).toBe(200);
    const again = await signInStaff(member.email, member.password);
    expect(again.headers.get('set-cookie')).not.toMatch(/Max-Age|Expires/i);
  });

  test('a cross-site sign-in, or one without JSON, is refused', async () => {
    const member = await newStaff('owner');
    const cross = await post('/api/admin/session', { email: member.email, password: member.password }, { headers: { origin: 'https://evil.example' } });
    expect([cross.status, cross.body.message]).toEqual([403, 'This request came from another site, so it was refused. Use the console at this address.']);
    const noOrigin = await post('/api/admin/session', { email: member.email, password: member.password });
    expect(noOrigin.status).toBe(403);
    const form = await call('POST', '/api/admin/session', { rawBody: `email=${member.email}`, headers: { origin: 'http://localhost:4321', 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
  });
});

describe('two-step sign-in with an authenticator (TOTP)', () => {
  test('a member turns TOTP on; sign-in then needs the code, and a wrong code is refused', async () => {
    const member = await newStaff('fulfilment');
    const start = await post('/api/admin/me/totp', {}, { headers: consoleHeaders(member.cookie) });
    expect(start.status).toBe(200);
    const secret: string = start.body.data.secret;
    expect(start.body.data.uri).toMatch(/^otpauth:\/\/totp\/Kanmani%20console:.+\?secret=/);
    const bad = await post('/api/admin/me/totp-confirm', { code: '000000' === authenticator.generate(secret) ? '111111' : '000000' }, { headers: consoleHeaders(member.cookie) });
    expect(bad.status).toBe(400);
    const good = await post('/api/admin/me/totp-confirm', { code: authenticator.generate(secret) }, { headers: consoleHeaders(member.cookie) });
    expect(good.status).toBe(200);

    const noCode = await signInStaff(member.email, member.password);
    expect([noCode.status, noCode.body.message, noCode.body.data]).toEqual([401, 'Enter the 6-digit code from your authenticator app.', { codeRequired: true }]);
    // The code that turned TOTP on is spent: the next sign-in needs the app's next code.
    const enrolCode = await post('/api/admin/session', { email: member.email, password: member.password, code: authenticator.generate(secret) }, { headers: consoleHeaders() });
    expect([enrolCode.status, enrolCode.body.message]).toEqual([401, 'That authenticator code is wrong, expired or already used. Enter the code your app shows now.']);
    const next = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);
    const withCode = await post('/api/admin/session', { email: member.email, password: member.password, code: next }, { headers: consoleHeaders() });
    expect(withCode.status).toBe(200);
    const reused = await post('/api/admin/session', { email: member.email, password: member.password, code: next }, { headers: consoleHeaders() });
    expect([reused.status, reused.body.message]).toEqual([401, 'That authenticator code is wrong, expired or already used. Enter the code your app shows now.']);
  });
});

describe('two-step sign-in cannot be swapped by whoever holds a session', () => {
  test('with TOTP on, starting a new authenticator is refused until the owner resets it', async () => {
    const member = await newStaff('support');
    const start = await post('/api/admin/me/totp', {}, { headers: consoleHeaders(member.cookie) });
    await post('/api/admin/me/totp-confirm', { code: authenticator.generate(start.body.data.secret) }, { headers: consoleHeaders(member.cookie) });
    const again = await post('/api/admin/me/totp', {}, { headers: consoleHeaders(member.cookie) });
    expect([again.status, again.body.message]).toEqual([409, 'Two-step sign-in is already on. To move it to a new phone, ask the shop owner to reset it first.']);
  });
});

describe('the owner manages staff', () => {
  test('invite: the one-time link lets the invitee set name and password, works once, and signs them in', async () => {
    const owner = await newStaff('owner');
    const invite = await post('/api/admin/staff/invite', { email: 'Packer@Kanmani.test', role: 'fulfilment' }, { headers: consoleHeaders(owner.cookie) });
    expect(invite.status).toBe(201);
    const link: string = invite.body.data.link;
    expect(link).toMatch(/^http:\/\/localhost:4321\/admin\/invite\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    const accepted = await post('/api/admin/invites/accept', { token, name: 'Ravi Packer', password: 'packing-every-day' }, { headers: consoleHeaders() });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.staff).toMatchObject({ email: 'packer@kanmani.test', name: 'Ravi Packer', role: 'fulfilment' });
    cookieOf(accepted.headers.get('set-cookie'));
    const again = await post('/api/admin/invites/accept', { token, name: 'Someone Else', password: 'another-password' }, { headers: consoleHeaders() });
    expect([again.status, again.body.message]).toEqual([404, 'This invite link is not valid any more: it was used, or it expired. Ask the shop owner for a new one.']);
    expect((await signInStaff('packer@kanmani.test', 'packing-every-day')).status).toBe(200);
  });

  test('a short password on an invite answers 400 naming the field', async () => {
    const owner = await newStaff('owner');
    const invite = await post('/api/admin/staff/invite', { email: 'short@kanmani.test', role: 'support' }, { headers: consoleHeaders(owner.cookie) });
    const token = new URL(invite.body.data.link as string).searchParams.get('token')!;
    const r = await post('/api/admin/invites/accept', { token, name: 'Short Pass', password: 'short' }, { headers: consoleHeaders() });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'password', message: 'Use a password of at least 12 characters.' }]);
  });

  test('disabling a member ends their session at once and stops sign-in', async () => {
    const owner = await newStaff('owner');
    const member = await newStaff('support');
    expect((await get('/api/admin/customers', { headers: consoleHeaders(member.cookie) })).status).toBe(200);
    const r = await patch(`/api/admin/staff/${member.id}`, { disabled: true }, { headers: consoleHeaders(owner.cookie) });
    expect(r.status).toBe(200);
    expect((await get('/api/admin/customers', { headers: consoleHeaders(member.cookie) })).status).toBe(401);
    const signIn = await signInStaff(member.email, member.password);
    expect([signIn.status, signIn.body.message]).toEqual([401, 'This staff account is disabled. Ask the shop owner to turn it back on.']);
  });

  test('a role change takes effect on the next request', async () => {
    const owner = await newStaff('owner');
    const member = await newStaff('fulfilment');
    expect((await get('/api/admin/customers', { headers: consoleHeaders(member.cookie) })).status).toBe(403);
    expect((await patch(`/api/admin/staff/${member.id}`, { role: 'support' }, { headers: consoleHeaders(owner.cookie) })).status).toBe(200);
    expect((await get('/api/admin/customers', { headers: consoleHeaders(member.cookie) })).status).toBe(200);
  });

  test('an owner cannot disable themselves; resetting TOTP lets a member sign in with the password alone', async () => {
    const owner = await newStaff('owner');
    expect((await patch(`/api/admin/staff/${owner.id}`, { disabled: true }, { headers: consoleHeaders(owner.cookie) })).status).toBe(403);
    const member = await newStaff('manager');
    const start = await post('/api/admin/me/totp', {}, { headers: consoleHeaders(member.cookie) });
    await post('/api/admin/me/totp-confirm', { code: authenticator.generate(start.body.data.secret) }, { headers: consoleHeaders(member.cookie) });
    expect((await signInStaff(member.email, member.password)).status).toBe(401);
    expect((await patch(`/api/admin/staff/${member.id}`, { resetTotp: true }, { headers: consoleHeaders(owner.cookie) })).status).toBe(200);
    expect((await signInStaff(member.email, member.password)).status).toBe(200);
  });

  test('each of those writes left one audit row naming who did it', async () => {
    const owner = await newStaff('owner');
    const member = await newStaff('support');
    await patch(`/api/admin/staff/${member.id}`, { role: 'manager' }, { headers: consoleHeaders(owner.cookie) });
    const db = await getDb();
    const rows = await query<{ staff_email: string; action: string; before: unknown; after: unknown }>(db, sql`select staff_email, action, before, after from audit_events where entity_id = ${member.id} and action not like 'staff.sign_%'`);
    expect(rows).toEqual([{ staff_email: owner.email, action: 'staff.role', before: { role: 'support' }, after: { role: 'manager' } }]);
  });
});
