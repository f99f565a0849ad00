import { describe, expect, test } from 'vitest';
import { safeNext, signInRedirect } from '../../src/server/staff/guard';

describe('where sign-in sends staff afterwards', () => {
  test('a console path is kept, query included', () => {
    expect(safeNext('/admin/orders?status=1')).toBe('/admin/orders?status=1');
  });

  test('another site, a protocol-relative or backslash path, or nothing at all goes to the console home', () => {
    expect(safeNext('https://evil.example/admin')).toBe('/admin');
    expect(safeNext('//evil.example')).toBe('/admin');
    expect(safeNext('/\\evil.example')).toBe('/admin');
    expect(safeNext(null)).toBe('/admin');
  });

  test('a signed-out page visit is sent to sign-in with the page as next', () => {
    const r = signInRedirect(new URL('http://localhost:4321/admin/customers?q=meena'));
    expect([r.status, r.headers.get('location')]).toEqual([303, '/admin/sign-in?next=%2Fadmin%2Fcustomers%3Fq%3Dmeena']);
  });
});
