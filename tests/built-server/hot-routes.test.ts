import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import http from 'node:http';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import type { ProductDetail } from '../../src/lib/catalog-types';

/**
 * The cart quote and order/create as the built server answers them once they are hot (issue 33:
 * answered without Astro's pipeline after the first call): the same envelope, headers and
 * refusals as every other route. Figures are the demo's Ankle Length Cotton Leggings, size S ₹449.
 */
let server: BuiltServer;
let line: { productId: string; colorId: string; sizeId: string };
beforeAll(async () => {
  server = await startBuiltServer();
  const r = await fetch(`${server.url}/api/web/product/slug/ankle-length-cotton-leggings`);
  const product = ((await r.json()) as { data: ProductDetail }).data;
  const black = product.colorVariants.find((c) => c.name === 'Black')!;
  line = { productId: product._id, colorId: black._id, sizeId: black.sizes.find((s) => s.name === 'S')!._id };
  // The first call loads the routes through Astro; every call below finds them hot.
  await quote([{ customId: 'warm', ...line, quantity: 1 }]);
  await fetch(`${server.url}/api/web/order/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
});
afterAll(async () => {
  await server?.stop();
});

function quote(items: unknown[], headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/web/cart/quote`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ items }) });
}

/** A raw POST, so the test decides the body's framing and reads the bytes as sent. */
function rawPost(path: string, headers: Record<string, string>, chunks: Buffer[]): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method: 'POST', headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe('the checkout hot routes on the built server', () => {
  test('a quote answers in the envelope with the security headers and the request id it was sent', async () => {
    const r = await quote([{ customId: 'a', ...line, quantity: 4, price: 449 }], { 'x-request-id': 'sale-day-0001', 'accept-encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-request-id')).toBe('sale-day-0001');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // A few hundred bytes go out as they are: gzip would save less than a packet.
    expect(r.headers.get('content-encoding')).toBe(null);
    const body = await r.json();
    expect(body).toMatchObject({ status: 200, message: 'Cart priced', data: { subtotal: 1465.33, totalItems: 4 } });
  });

  test('a large quote is gzipped for a client that accepts it', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ customId: `line-${i}`, ...line, quantity: 1, price: 449 }));
    const r = await rawPost('/api/web/cart/quote', { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, [Buffer.from(JSON.stringify({ items }))]);
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toContain('Accept-Encoding');
    const body = JSON.parse(gunzipSync(r.body).toString());
    expect(body.data.lines).toHaveLength(40);
    expect(body.data.totalItems).toBe(40);
  });

  test('bad input is refused with the same messages as on any route', async () => {
    const wrong = await quote([{ customId: 'a', ...line, quantity: 0 }]);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors[0].path).toBe('items.0.quantity');
    const broken = await rawPost('/api/web/cart/quote', { 'content-type': 'application/json' }, [Buffer.from('{"items": [')]);
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body.toString())).toMatchObject({ status: 400, message: 'The request body is not valid JSON.' });
    const notJson = await rawPost('/api/web/cart/quote', { 'content-type': 'application/x-www-form-urlencoded', origin: server.url }, [Buffer.from('items=1')]);
    expect(notJson.status).toBe(415);
    expect(JSON.parse(notJson.body.toString()).message).toBe('Send the request body as JSON with Content-Type: application/json.');
  });

  test('the body handed over as read (no stream) is judged as any body: broken UTF-8, empty, and a good one in pieces', async () => {
    const latin1 = await rawPost('/api/web/cart/quote', { 'content-type': 'application/json' }, [Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d])]);
    expect(latin1.status).toBe(400);
    expect(JSON.parse(latin1.body.toString()).message).toBe('The request body is not valid UTF-8 text. Send it as UTF-8.');
    const empty = await rawPost('/api/web/cart/quote', { 'content-type': 'application/json', 'content-length': '0' }, []);
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body.toString()).message).toBe('The request body is empty: send a JSON object.');
    const body = Buffer.from(JSON.stringify({ items: [{ customId: 'p', ...line, quantity: 2 }] }));
    const pieces = await rawPost('/api/web/cart/quote', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, [body.subarray(0, 20), body.subarray(20)]);
    expect(pieces.status, pieces.body.toString()).toBe(200);
    expect(JSON.parse(pieces.body.toString()).data.lines[0]).toMatchObject({ customId: 'p', available: true });
  });

  test('a body over 64 KB is refused whether it declares its length or streams it', async () => {
    const big = Buffer.from(JSON.stringify({ items: [], pad: 'x'.repeat(70 * 1024) }));
    const declared = await rawPost('/api/web/cart/quote', { 'content-type': 'application/json', 'content-length': String(big.length) }, [big]);
    expect(declared.status).toBe(413);
    const streamed = await rawPost('/api/web/cart/quote', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, [big.subarray(0, 40_000), big.subarray(40_000)]);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body.toString())).toMatchObject({ status: 413, message: 'The request body is larger than 64 KB. Send a smaller body.' });
  });

  test('order/create without a session is a 401 in the envelope', async () => {
    const r = await fetch(`${server.url}/api/web/order/create`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'no-session-1' }, body: '{}' });
    expect(r.status).toBe(401);
    const body = await r.json();
    expect(body.status).toBe(401);
    expect(body.data).toBe(null);
  });
});
