import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { adminPages, type AdminPage } from '../support/admin-routes';
import { can, ROLES, type Permission, type Role } from '../../src/server/staff/permissions';

/**
 * Every console page as deployed, rendered by the built server: signed out it redirects to
 * sign-in, and for each role it answers 403 exactly when the permission table says so. The
 * roles are staff the demo owner invites, as a shop owner would.
 */
let server: BuiltServer;
let pages: AdminPage[] = [];
const cookies = {} as Record<Role, string>;

async function post(path: string, body: unknown, cookie?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, body: (await res.json()) as { data: { link: string } } };
}

beforeAll(async () => {
  server = await startBuiltServer();
  pages = await adminPages();
  const owner = await post('/api/admin/session', { email: 'owner@kanmani.local', password: 'kanmani-local-owner' });
  expect(owner.status).toBe(200);
  cookies.owner = owner.cookie;
  for (const role of ROLES.filter((r) => r !== 'owner')) {
    const invite = await post('/api/admin/staff/invite', { email: `${role}@kanmani.test`, role }, owner.cookie);
    const token = new URL(invite.body.data.link).searchParams.get('token');
    const joined = await post('/api/admin/invites/accept', { token, name: `Test ${role}`, password: 'a-long-test-password' });
    expect(joined.status).toBe(200);
    cookies[role] = joined.cookie;
  }
});
afterAll(async () => {
  await server?.stop();
});

const open = (path: string, cookie?: string) => fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('the console pages on the built server', () => {
  test('signed out, every guarded page redirects to sign-in and is never cached or indexed', async () => {
    const wrong: string[] = [];
    for (const p of pages.filter((x) => x.permission !== 'public')) {
      const res = await open(p.path);
      if (res.status !== 303 || res.headers.get('location') !== `/admin/sign-in?next=${encodeURIComponent(p.path)}` || res.headers.get('x-robots-tag') !== 'noindex' || res.headers.get('cache-control') !== 'private, no-store')
        wrong.push(`${p.path} → ${res.status} ${res.headers.get('location')}`);
    }
    expect(wrong).toEqual([]);
  });

  test('the pages used before signing in are never cached or indexed either', async () => {
    const wrong: string[] = [];
    for (const p of pages.filter((x) => x.permission === 'public')) {
      const res = await open(p.path);
      const headers = [res.headers.get('cache-control'), res.headers.get('x-robots-tag')];
      if (headers[0] !== 'private, no-store' || headers[1] !== 'noindex') wrong.push(`${p.path} → ${res.status} ${headers.join(' / ')}`);
    }
    expect(pages.filter((x) => x.permission === 'public').map((p) => p.path)).toEqual(['/admin/invite', '/admin/reset', '/admin/sign-in']);
    expect(wrong).toEqual([]);
  });

  test('each role gets 403 exactly where the permission table withholds the page', async () => {
    const wrong: string[] = [];
    for (const p of pages.filter((x) => x.permission !== 'public')) {
      for (const role of ROLES) {
        const res = await open(p.path, cookies[role]);
        const allowed = p.permission === 'signed-in' || can(role, p.permission as Permission);
        // A [id] page with an id that matches nothing may answer 404, a page opened without the
        // selection it prints (packing slips) 400; an allowed page is never a 403 or a redirect.
        const ok = allowed ? [200, 400, 404].includes(res.status) : res.status === 403;
        if (!ok) wrong.push(`${role} ${p.path} → ${res.status}`);
        const headers = [res.headers.get('cache-control'), res.headers.get('x-robots-tag')];
        if (headers[0] !== 'private, no-store' || headers[1] !== 'noindex') wrong.push(`${role} ${p.path}: ${headers.join(' / ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
