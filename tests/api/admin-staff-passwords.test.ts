import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { consoleHeaders, cookieOf, newStaff, signInStaff } from '../fixtures/staff';

/** Passwords and invites as staff meet them (issue 26): change your own, an owner's reset link, pending invites. */
useTestDatabase({ seed: false });

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function actions(entityId: string): Promise<string[]> {
  const rows = await query<{ action: string }>(await getDb(), sql`select action from audit_events where entity_id = ${entityId} order by id`);
  return rows.map((r) => r.action);
}

describe('a member changes their own password', () => {
  test('with the current password: the new one signs in, the old one does not, other sessions end, this one goes on', async () => {
    const member = await newStaff('support');
    const elsewhere = cookieOf((await signInStaff(member.email, member.password)).headers.get('set-cookie'));
    const r = await post('/api/admin/me/password', { currentPassword: member.password, newPassword: 'a-brand-new-passphrase' }, { headers: consoleHeaders(member.cookie) });
    expect([r.status, r.body.message]).toEqual([200, 'Password changed. Your other sessions were signed out.']);
    const fresh = cookieOf(r.headers.get('set-cookie'));
    expect((await get('/api/admin/customers', { headers: consoleHeaders(fresh) })).status).toBe(200);
    expect((await get('/api/admin/customers', { headers: consoleHeaders(elsewhere) })).status).toBe(401);
    expect((await get('/api/admin/customers', { headers: consoleHeaders(member.cookie) })).status).toBe(401);
    expect((await signInStaff(member.email, member.password)).status).toBe(401);
    expect((await signInStaff(member.email, 'a-brand-new-passphrase')).status).toBe(200);
    expect(await actions(member.id)).toContain('staff.password_change');
  });

  test('a wrong current password or a short new one is refused, naming the field', async () => {
    const member = await newStaff('fulfilment');
    const wrong = await post('/api/admin/me/password', { currentPassword: 'not-my-password', newPassword: 'a-brand-new-passphrase' }, { headers: consoleHeaders(member.cookie) });
    expect([wrong.status, wrong.body.message, wrong.body.errors]).toEqual([400, 'Your current password is not right. Enter it again.', [{ path: 'currentPassword', message: 'is not your current password' }]]);
    const short = await post('/api/admin/me/password', { currentPassword: member.password, newPassword: 'short' }, { headers: consoleHeaders(member.cookie) });
    expect([short.status, short.body.errors]).toEqual([400, [{ path: 'newPassword', message: 'Use a password of at least 12 characters.' }]]);
    expect((await signInStaff(member.email, member.password)).status).toBe(200);
  });

  test('signed out, the change is refused', async () => {
    const r = await post('/api/admin/me/password', { currentPassword: 'x', newPassword: 'a-brand-new-passphrase' }, { headers: consoleHeaders() });
    expect(r.status).toBe(401);
  });
});

describe("an owner's password link", () => {
  test('works once, within the hour: the member sets a new password and signs in with it', async () => {
    const owner = await newStaff('owner');
    const member = await newStaff('manager');
    const made = await post(`/api/admin/staff/${member.id}/reset-link`, {}, { headers: consoleHeaders(owner.cookie) });
    expect([made.status, made.body.message]).toEqual([201, 'Password link created. It works once, for 1 hour.']);
    expect(made.body.data.link).toMatch(/^http:\/\/localhost:4321\/admin\/reset\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(made.body.data.link);
    const used = await post('/api/admin/password-reset', { token, password: 'reset-by-the-owner-today' }, { headers: consoleHeaders() });
    expect([used.status, used.body.message]).toEqual([200, 'Your new password is set. Sign in with it now.']);
    expect((await get('/api/admin/customers', { headers: consoleHeaders(member.cookie) })).status).toBe(401);
    expect((await signInStaff(member.email, 'reset-by-the-owner-today')).status).toBe(200);
    const again = await post('/api/admin/password-reset', { token, password: 'someone-else-tries-it' }, { headers: consoleHeaders() });
    expect([again.status, again.body.message]).toEqual([404, 'This password link is not valid any more: it was used, replaced or is over an hour old. Ask the shop owner for a new one.']);
    expect(await actions(member.id)).toEqual(expect.arrayContaining(['staff.password_reset_link', 'staff.password_reset']));
  });

  test('a link over an hour old, or replaced by a newer one, no longer works', async () => {
    const owner = await newStaff('owner');
    const member = await newStaff('support');
    const first = tokenOf((await post(`/api/admin/staff/${member.id}/reset-link`, {}, { headers: consoleHeaders(owner.cookie) })).body.data.link);
    const second = tokenOf((await post(`/api/admin/staff/${member.id}/reset-link`, {}, { headers: consoleHeaders(owner.cookie) })).body.data.link);
    expect((await post('/api/admin/password-reset', { token: first, password: 'first-link-password' }, { headers: consoleHeaders() })).status).toBe(404);
    await (await getDb()).execute(sql`update staff_password_resets set expires_at = now() - interval '1 second' where staff_id = ${member.id}`);
    expect((await post('/api/admin/password-reset', { token: second, password: 'second-link-password' }, { headers: consoleHeaders() })).status).toBe(404);
    expect((await signInStaff(member.email, member.password)).status).toBe(200);
  });

  test('only an owner can make one', async () => {
    const manager = await newStaff('manager');
    const member = await newStaff('support');
    expect((await post(`/api/admin/staff/${member.id}/reset-link`, {}, { headers: consoleHeaders(manager.cookie) })).status).toBe(403);
  });
});

describe('pending invites', () => {
  test('are listed until accepted or revoked; a resent link replaces the old one; a revoked link is dead', async () => {
    const owner = await newStaff('owner');
    const a = await post('/api/admin/staff/invite', { email: 'pending-a@kanmani.test', role: 'support' }, { headers: consoleHeaders(owner.cookie) });
    const b = await post('/api/admin/staff/invite', { email: 'pending-b@kanmani.test', role: 'manager' }, { headers: consoleHeaders(owner.cookie) });
    const { listPendingInvites } = await import('../../src/server/staff/invites');
    expect((await listPendingInvites()).map((i) => [i.email, i.role, i.expired])).toEqual([
      ['pending-a@kanmani.test', 'support', false],
      ['pending-b@kanmani.test', 'manager', false],
    ]);

    const resent = await post(`/api/admin/staff/invites/${a.body.data.id}/resend`, {}, { headers: consoleHeaders(owner.cookie) });
    expect([resent.status, resent.body.message]).toEqual([200, 'A new invite link was made; the old one no longer works.']);
    const oldA = await post('/api/admin/invites/accept', { token: tokenOf(a.body.data.link), name: 'Asha', password: 'asha-support-desk' }, { headers: consoleHeaders() });
    expect(oldA.status).toBe(404);
    expect((await post('/api/admin/invites/accept', { token: tokenOf(resent.body.data.link), name: 'Asha', password: 'asha-support-desk' }, { headers: consoleHeaders() })).status).toBe(200);

    const revoked = await call('DELETE', `/api/admin/staff/invites/${b.body.data.id}`, { body: {}, headers: consoleHeaders(owner.cookie) });
    expect([revoked.status, revoked.body.message]).toEqual([200, 'Invite revoked.']);
    expect((await post('/api/admin/invites/accept', { token: tokenOf(b.body.data.link), name: 'Bala', password: 'bala-manager-pass' }, { headers: consoleHeaders() })).status).toBe(404);
    expect(await listPendingInvites()).toEqual([]);
    const twice = await call('DELETE', `/api/admin/staff/invites/${b.body.data.id}`, { body: {}, headers: consoleHeaders(owner.cookie) });
    expect([twice.status, twice.body.message]).toEqual([404, 'This invite is no longer pending: it was accepted or revoked. Reload the staff page.']);
  });
});
