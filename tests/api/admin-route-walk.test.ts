import { beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { createContext } from 'astro/middleware';
import { call } from '../support/api';
import { adminPages, apiRoutes, isRoutePermission, type AdminPage, type ApiRoute } from '../support/admin-routes';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { can, ROLES, type Permission, type Role } from '../../src/server/staff/permissions';
import { staffForPage } from '../../src/server/staff/guard';

useTestDatabase({ seed: false });

/**
 * Every admin route with no cookie and with every role: 401 (a redirect to sign-in for pages)
 * when signed out, 403 exactly when the permission table says the role lacks the permission.
 */
let routes: ApiRoute[] = [];
let pages: AdminPage[] = [];
const staff = {} as Record<Role, TestStaff>;

beforeAll(async () => {
  routes = await apiRoutes();
  pages = await adminPages();
  for (const role of ROLES) staff[role] = await newStaff(role);
});

/** What a page's `Astro` offers staffForPage: its URL and Astro's cookie jar for the request. */
function pageContext(url: URL, cookie?: string) {
  const request = new Request(url, cookie ? { headers: { cookie } } : {});
  return { url, cookies: createContext({ request, defaultLocale: 'en' }).cookies };
}

function send(r: ApiRoute, cookie?: string) {
  const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
  return call(r.method, r.path, { ...(body ? { body } : {}), headers: consoleHeaders(cookie) });
}

describe('the admin API route walk', () => {
  test('finds the routes, and each one declares a permission from the table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(13);
    const undeclared = routes.filter((r) => !isRoutePermission(r.permission)).map((r) => `${r.method} ${r.file}`);
    expect(undeclared).toEqual([]);
  });

  test('with no cookie every non-public route answers 401 in the envelope, never cached', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.permission !== 'public')) {
      const res = await send(r);
      if (res.status !== 401 || res.body?.status !== 401 || res.headers.get('cache-control') !== 'private, no-store') wrong.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  test('for every role, 403 exactly when the table withholds the permission', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.permission !== 'public')) {
      for (const role of ROLES) {
        const res = await send(r, staff[role].cookie);
        const allowed = r.permission === 'signed-in' || can(role, r.permission as Permission);
        const refused = res.status === 403;
        if (allowed === refused || res.status === 401) wrong.push(`${role} ${r.method} ${r.path} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('every route, public ones too, answers private, no-store and noindex signed out and for every role', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      // Signing out with a role's cookie would end the session the later tests use.
      const signedIn = r.path === '/api/admin/sign-out' ? [] : ROLES.map((role) => staff[role].cookie);
      for (const cookie of [undefined, ...signedIn]) {
        const res = await send(r, cookie);
        const headers = [res.headers.get('cache-control'), res.headers.get('x-robots-tag')];
        if (headers[0] !== 'private, no-store' || headers[1] !== 'noindex') wrong.push(`${r.method} ${r.path} → ${res.status} ${headers.join(' / ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('a state-changing call from another site is refused even with a valid cookie', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.method !== 'GET')) {
      const res = await call(r.method, r.path, { body: {}, headers: { cookie: staff.owner.cookie, origin: 'https://evil.example' } });
      if (res.status !== 403) wrong.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the admin page walk', () => {
  test('every page declares its permission and guards itself with it', () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const wrong: string[] = [];
    for (const p of pages) {
      if (!isRoutePermission(p.permission)) wrong.push(`${p.file}: no permission export`);
      else if (p.permission === 'signed-in' && !/currentStaff\(Astro\)[\s\S]*signInRedirect\(/.test(p.source)) wrong.push(`${p.file}: not guarded`);
      else if (p.permission !== 'public' && p.permission !== 'signed-in' && !/staffForPage\(Astro, permission\)/.test(p.source)) wrong.push(`${p.file}: not guarded by staffForPage(Astro, permission)`);
    }
    expect(wrong).toEqual([]);
  });

  test('signed out, each guarded page redirects to sign-in with itself as next; each role is refused exactly as the table says', async () => {
    const wrong: string[] = [];
    for (const p of pages.filter((x) => x.permission !== 'public' && x.permission !== 'signed-in')) {
      const permission = p.permission as Permission;
      const url = new URL(p.path, 'http://localhost:4321');
      const out = await staffForPage(pageContext(url), permission);
      if (!(out instanceof Response) || out.status !== 303 || out.headers.get('location') !== `/admin/sign-in?next=${encodeURIComponent(p.path)}`) wrong.push(`signed out ${p.path}`);
      for (const role of ROLES) {
        const res = await staffForPage(pageContext(url, staff[role].cookie), permission);
        const refused = res instanceof Response && res.status === 403;
        if (refused === can(role, permission)) wrong.push(`${role} ${p.path}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
