import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useTestDatabase } from '../support/db';
import { BASE, call, dispatch } from '../support/api';
import { ADDRESS, newCustomer } from '../fixtures/checkout-data';
import { resetEnvForTests } from '../../src/server/platform/env';

/**
 * Text no shopper types (a null character, half a surrogate pair, bytes that are not UTF-8) is
 * refused where requests are read, with a 400 naming the field, on every route; a client that
 * hangs up mid-upload is logged as such, not as a database outage.
 */
useTestDatabase();

let token = '';

beforeAll(async () => {
  token = (await newCustomer('Odd Input Tester')).token;
});

afterEach(() => {
  vi.restoreAllMocks();
  resetEnvForTests();
});

const NULL_BYTE = '\u0000';
const LONE_SURROGATE = '\uD800';

describe('null bytes and broken Unicode', () => {
  test('a null byte in an address field is a 400 naming that field', async () => {
    const r = await call('POST', '/api/web/address/create', { token, body: { ...ADDRESS, landmark: `Near the${NULL_BYTE} temple` } });
    expect(r.status).toBe(400);
    expect(r.body.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'landmark', message: 'Remove the null character or broken Unicode from this text.' }]);
    expect(r.body.message).toContain('landmark');
  });

  test('a lone surrogate in a nested order field is a 400 naming its path', async () => {
    // JSON.stringify writes a lone surrogate as the escape \ud800, exactly what a client can send.
    const r = await call('POST', '/api/web/cart/quote', { body: { items: [{ productId: 'a'.repeat(24), selectedColor: `Red${LONE_SURROGATE}`, selectedSize: 'M', quantity: 1 }] } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'items.0.selectedColor', message: 'Remove the null character or broken Unicode from this text.' }]);
  });

  test('a body that is not UTF-8 is a 400', async () => {
    const r = await call('POST', '/api/web/customer/login', {
      rawBody: new Uint8Array([0x7b, 0x22, 0x6d, 0x6f, 0x62, 0x69, 0x6c, 0x65, 0x4e, 0x75, 0x6d, 0x62, 0x65, 0x72, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: '(body)', message: 'Send the body as UTF-8 text.' }]);
  });

  test('a null byte in a query string is a 400 naming the parameter', async () => {
    const r = await call('GET', '/api/web/product/search?q=leg%00gings');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'q', message: 'Remove the null character or broken Unicode from this text.' }]);
  });

  test('percent-encoded bytes that are not UTF-8 in a query string are a 400 naming the parameter', async () => {
    const r = await call('GET', '/api/web/address/states?country=Ind%FFia');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'country', message: 'Remove the null character or broken Unicode from this text.' }]);
  });

  test('ordinary Tamil and emoji text still passes', async () => {
    const r = await call('POST', '/api/web/address/create', { token, body: { ...ADDRESS, landmark: 'கோவில் அருகில் 🛕' } });
    expect(r.status).toBe(200);
  });
});

describe('a client that hangs up mid-upload', () => {
  test('is answered as a client abort and logged as one, not as a database outage', async () => {
    resetEnvForTests({ LOG_LEVEL: 'info' });
    const lines: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((l: unknown) => void lines.push(String(l)));
    vi.spyOn(console, 'log').mockImplementation((l: unknown) => void lines.push(String(l)));
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode('{"mobileNumber":"98765'));
          return;
        }
        // What Node's request stream reports when the socket closes before the body ended.
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const request = new Request(new URL('/api/web/customer/login', BASE), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const r = await dispatch(request);
    expect(r.status).toBe(499);
    const text = lines.join('\n');
    expect(text).toContain('client aborted the request');
    expect(text).not.toContain('database unavailable');
  });
});
