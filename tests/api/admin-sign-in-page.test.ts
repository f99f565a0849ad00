import { describe, expect, test } from 'vitest';
import { createContext } from 'astro/middleware';
import { useTestDatabase } from '../support/db';
import { BASE } from '../support/api';
import { newStaff } from '../fixtures/staff';
import { signInPage, type SignInView } from '../../src/server/staff/sign-in-page';

/**
 * The sign-in page's own work (src/pages/admin/sign-in.astro hands it Astro): where it sends a
 * member afterwards, and the plain form post that signs in before the island wakes.
 */
useTestDatabase({ seed: false });

function pageCtx(search: string, init: { method?: string; cookie?: string; body?: string; origin?: string } = {}) {
  const url = new URL(`/admin/sign-in${search}`, BASE);
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.method === 'POST') headers.origin = init.origin ?? BASE;
  const request = new Request(url, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: init.body } : {}) });
  return { request, url, cookies: createContext({ request, defaultLocale: 'en' }).cookies, locals: {}, clientAddress: '198.51.100.60' };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

// The five, as they arrive in the query string.
const HOSTILE = ['/%09/evil.example', '//evil.example', '/%5Cevil.example', 'https://evil.example', '/admin%0d%0aSet-Cookie:x'];

describe('where sign-in sends a member afterwards', () => {
  test.each(HOSTILE)('next=%s sends a signed-in member to /admin', async (next) => {
    const member = await newStaff('support');
    const out = await signInPage(pageCtx(`?next=${next}`, { cookie: member.cookie }));
    expect(out).toBeInstanceOf(Response);
    expect([(out as Response).status, (out as Response).headers.get('location')]).toEqual([303, '/admin']);
  });

  test.each(HOSTILE)('next=%s after the plain form signs in goes to /admin', async (next) => {
    const member = await newStaff('manager');
    const out = await signInPage(pageCtx(`?next=${next}`, { method: 'POST', body: form({ email: member.email, password: member.password }) }));
    expect(out).toBeInstanceOf(Response);
    expect([(out as Response).status, (out as Response).headers.get('location')]).toEqual([303, '/admin']);
  });

  test('a console page, query included, is kept as next', async () => {
    const member = await newStaff('manager');
    const out = (await signInPage(pageCtx('?next=%2Fadmin%2Forders%3Fstatus%3D1', { method: 'POST', body: form({ email: member.email, password: member.password }) }))) as Response;
    expect([out.status, out.headers.get('location')]).toEqual([303, '/admin/orders?status=1']);
    expect(out.headers.get('location')).not.toBeNull();
  });
});

describe('the plain sign-in form', () => {
  test('the right email and password sign in: a session cookie and a redirect', async () => {
    const member = await newStaff('fulfilment');
    const ctx = pageCtx('', { method: 'POST', body: form({ email: member.email, password: member.password }) });
    const out = (await signInPage(ctx)) as Response;
    expect([out.status, out.headers.get('location')]).toEqual([303, '/admin']);
    expect([...ctx.cookies.headers()].join('\n')).toMatch(/^kanmani_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
  });

  test('a wrong password shows the form again with the email kept and the reason', async () => {
    const member = await newStaff('fulfilment');
    const out = (await signInPage(pageCtx('', { method: 'POST', body: form({ email: member.email, password: 'not-the-password' }) }))) as SignInView;
    expect(out).toMatchObject({ status: 401, email: member.email, error: 'That email and password do not match a staff account. Check them and try again.', codeRequired: false });
  });

  test('an empty email is named; a post from another site is refused', async () => {
    const empty = (await signInPage(pageCtx('', { method: 'POST', body: form({ email: '', password: 'x' }) }))) as SignInView;
    expect([empty.status, empty.error]).toEqual([400, 'Enter your email address.']);
    const member = await newStaff('support');
    const cross = (await signInPage(pageCtx('', { method: 'POST', origin: 'https://evil.example', body: form({ email: member.email, password: member.password }) }))) as SignInView;
    expect([cross.status, cross.error]).toEqual([403, 'This request came from another site, so it was refused. Use the console at this address.']);
  });
});
