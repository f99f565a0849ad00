import { describe, expect, test } from 'vitest';
import { safeNext, signInRedirect } from '../../src/server/staff/guard';

const ORIGIN = 'http://localhost:4321';

describe('where sign-in sends staff afterwards', () => {
  test('a console path is kept, query included', () => {
    expect(safeNext('/admin/orders?status=1', ORIGIN)).toBe('/admin/orders?status=1');
    expect(safeNext('/admin', ORIGIN)).toBe('/admin');
    expect(safeNext(`${ORIGIN}/admin/customers`, ORIGIN)).toBe('/admin/customers');
  });

  test('another site, a protocol-relative or backslash path, or nothing at all goes to the console home', () => {
    expect(safeNext('https://evil.example/admin', ORIGIN)).toBe('/admin');
    expect(safeNext('//evil.example', ORIGIN)).toBe('/admin');
    expect(safeNext('/\\evil.example', ORIGIN)).toBe('/admin');
    expect(safeNext(null, ORIGIN)).toBe('/admin');
  });

  test('a tab, CR or LF (as the query string decodes them) never reaches the answer', () => {
    expect(safeNext('/\t/evil.example', ORIGIN)).toBe('/admin');
    expect(safeNext('/admin\r\nSet-Cookie:x', ORIGIN)).toBe('/admin');
    expect(safeNext('/admin/\r\nSet-Cookie:x', ORIGIN)).toBe('/admin/Set-Cookie:x');
  });

  test('pages outside the console, and paths that climb out of it, go to the console home', () => {
    expect(safeNext('/account', ORIGIN)).toBe('/admin');
    expect(safeNext('/administrator', ORIGIN)).toBe('/admin');
    expect(safeNext('/admin/../account', ORIGIN)).toBe('/admin');
    expect(safeNext('javascript:alert(1)', ORIGIN)).toBe('/admin');
  });

  test('a signed-out page visit is sent to sign-in with the page as next', () => {
    const r = signInRedirect(new URL('http://localhost:4321/admin/customers?q=meena'));
    expect([r.status, r.headers.get('location')]).toEqual([303, '/admin/sign-in?next=%2Fadmin%2Fcustomers%3Fq%3Dmeena']);
  });
});
