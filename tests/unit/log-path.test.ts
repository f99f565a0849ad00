import { describe, expect, test } from 'vitest';
import { pathForLog } from '../../src/server/platform/http/log-path';

describe('the request log never holds a link token', () => {
  test('a restore link, a COD confirmation link and a review link are logged without their token', () => {
    expect(pathForLog('/cart/restore/v1.42.1.1767000000.c2lnbmF0dXJl')).toBe('/cart/restore/:token');
    expect(pathForLog('/order/confirm/abcDEF123-_xyz')).toBe('/order/confirm/:token');
    expect(pathForLog('/review/0123456789abcdef01234567.1772000000.c2lnbmF0dXJl')).toBe('/review/:token');
  });

  test('the same links in Hindi and Tamil are logged without their token too', () => {
    expect(pathForLog('/ta/review/0123456789abcdef01234567.1772000000.c2lnbmF0dXJl')).toBe('/ta/review/:token');
    expect(pathForLog('/hi/order/confirm/abcDEF123-_xyz')).toBe('/hi/order/confirm/:token');
    expect(pathForLog('/ta/cart/restore/v1.42.1.1767000000.c2lnbmF0dXJl')).toBe('/ta/cart/restore/:token');
  });

  test('other paths are logged as they are', () => {
    expect(pathForLog('/product/ankle-length-leggings')).toBe('/product/ankle-length-leggings');
    expect(pathForLog('/cart')).toBe('/cart');
    expect(pathForLog('/api/web/cart/restore')).toBe('/api/web/cart/restore');
  });
});
