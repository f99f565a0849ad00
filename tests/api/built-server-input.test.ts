import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { startServer, type ServerProcess } from '../support/server-process';

/**
 * The built shop (scripts/start.mjs over dist/, local mode on PGlite) meets the requests no
 * browser sends: TRACE and other odd methods, unknown /api paths, null bytes and bytes that
 * are not UTF-8. Every answer is the JSON envelope with an honest 4xx, never a 5xx or the HTML
 * page, and the process logs no error and keeps serving.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
let server: ServerProcess;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/entry.mjs'))) execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  server = await startServer({ port: await freePort(), env: { LOG_LEVEL: 'info' } });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

/** Raw HTTP, so methods fetch() refuses (TRACE) and unencoded bytes reach the server as sent. */
function raw(method: string, target: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const payload = body === undefined ? '' : body;
    const head = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    if (body !== undefined) head.push(`Content-Length: ${Buffer.byteLength(payload)}`);
    socket.write(head.join('\r\n') + '\r\n\r\n' + payload);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks).toString('utf8');
      const split = all.indexOf('\r\n\r\n');
      const lines = all.slice(0, split).split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      const hs = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      let text = all.slice(split + 4);
      if (hs['transfer-encoding'] === 'chunked') text = dechunk(text);
      resolve({ status, headers: hs, text });
    });
  });
}

function dechunk(s: string): string {
  let out = '';
  let rest = s;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

function envelope(r: { status: number; text: string }) {
  const body = JSON.parse(r.text) as { status: number; message: string; data: unknown; errors?: { path: string; message: string }[] };
  expect(body.status).toBe(r.status);
  expect(body.message).toEqual(expect.any(String));
  expect(body).toHaveProperty('data');
  return body;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const BAD_TEXT = 'Remove the null character or broken Unicode from this text.';

describe('local mode', () => {
  test('seeds the demo catalog on first start', async () => {
    const r = await fetch(`${server.url}/api/web/product/slug/ankle-length-cotton-leggings`);
    expect(r.status).toBe(200);
    expect((await r.json()).data.name).toBe('Ankle Length Cotton Leggings');
  });
});

describe('odd methods', () => {
  test('TRACE is a 405 in the envelope with the methods the address does accept', async () => {
    const r = await raw('TRACE', '/api/web/product/list');
    expect(r.status).toBe(405);
    expect(r.headers['allow']).toBe('GET, HEAD');
    expect(envelope(r).message).toBe('This address does not accept TRACE requests. Use GET, HEAD.');
  });

  test('a method the endpoint does not export is a 405 naming what it accepts', async () => {
    const r = await raw('DELETE', '/api/web/customer/login', '', JSON_TYPE);
    expect(r.status).toBe(405);
    expect(r.headers['allow']).toBe('POST');
    envelope(r);
  });

  test('TRACE on a page and on a static file is a 405 too', async () => {
    for (const target of ['/', '/favicon.svg']) {
      const r = await raw('TRACE', target);
      expect(r.status, target).toBe(405);
      expect(r.headers['allow'], target).toBe('GET, HEAD');
      envelope(r);
    }
  });

  test('generated odd methods on every API address answer 405 with Allow, never a 5xx', { timeout: 120_000 }, async () => {
    const addresses = ['/api/web/product/list', '/api/web/product/search', '/api/web/cart/quote', '/api/web/customer/login', '/api/web/order/create', '/api/web/address/states', '/api/web/category/list', '/api/web/payment/callback/sandbox', '/healthz', '/readyz'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...addresses), fc.constantFrom('TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'), async (address, method) => {
        const r = await raw(method, address, '{}', JSON_TYPE);
        expect(r.status, `${method} ${address}`).toBe(405);
        expect(r.headers['allow'], `${method} ${address}`).toMatch(/^(GET|POST)/);
        envelope(r);
      }),
      { numRuns: 120 },
    );
  });
});

describe('unknown API paths', () => {
  test('answer the JSON 404 envelope, never the HTML page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/web/nope', '/api/web/product', '/api/web/customer/login/extra', '/api/anything', '/api/web/order/history/1', '/api/'),
        fc.constantFrom('GET', 'POST', 'TRACE'),
        async (address, method) => {
          const r = await raw(method, address, method === 'POST' ? '{}' : undefined, JSON_TYPE);
          expect(r.status, `${method} ${address}`).toBe(404);
          expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
          envelope(r);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('null bytes and broken Unicode through the built server', () => {
  test('a null byte in a query string is a 400 naming the parameter', async () => {
    const r = await raw('GET', '/api/web/product/search?q=leg%00gings');
    expect(r.status).toBe(400);
    expect(envelope(r).errors).toEqual([{ path: 'q', message: BAD_TEXT }]);
  });

  test('an escape that is not UTF-8 in a query string is a 400 naming the parameter', async () => {
    const r = await raw('GET', '/api/web/address/states?country=Ind%FFia');
    expect(r.status).toBe(400);
    expect(envelope(r).errors).toEqual([{ path: 'country', message: BAD_TEXT }]);
  });

  test('a null byte or lone surrogate in a JSON field is a 400 naming the field', async () => {
    const r = await raw('POST', '/api/web/customer/login', '{"mobileNumber":"98765\\u000043210"}', JSON_TYPE);
    expect(r.status).toBe(400);
    expect(envelope(r).errors).toEqual([{ path: 'mobileNumber', message: BAD_TEXT }]);
    const s = await raw('POST', '/api/web/cart/quote', '{"items":[{"productId":"x","selectedColor":"Red\\ud800","selectedSize":"M","quantity":1}]}', JSON_TYPE);
    expect(s.status).toBe(400);
    expect(envelope(s).errors).toEqual([{ path: 'items.0.selectedColor', message: BAD_TEXT }]);
  });

  test('generated text with null bytes and surrogates never gets a 5xx, and the server logs no error', { timeout: 120_000 }, async () => {
    const poison = fc.constantFrom('\\u0000', '\\ud800', '\\udfff', 'a\\u0000b', '\\ud83d');
    const routes: [string, string][] = [
      ['/api/web/customer/login', 'mobileNumber'],
      ['/api/web/customer/resend-otp', 'mobileNumber'],
      ['/api/web/order/shipping-cost', 'weight'],
      ['/api/web/cart/quote', 'items'],
      ['/api/web/pixel/initiateCheckout', 'eventId'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), poison, fc.string({ maxLength: 12 }), async ([address, field], bad, around) => {
        const text = JSON.stringify(around).slice(1, -1) + bad;
        const r = await raw('POST', address, `{"${field}":"${text}"}`, JSON_TYPE);
        expect(r.status, `${address} ${text}`).toBe(400);
        expect(envelope(r).errors).toEqual([{ path: field, message: BAD_TEXT }]);
      }),
      { numRuns: 150 },
    );
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toContain('"level":"error"');
  });
});

describe('a client that hangs up mid-upload', () => {
  test('is logged as a client abort, not as a database outage', async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    // Headers and the start of a 1000-byte body, then the connection drops.
    await new Promise((r) => socket.write('POST /api/web/customer/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"mobileNumber":"98', r));
    socket.destroy();
    await expect.poll(() => /"msg":"request"[^\n]*"path":"\/api\/web\/customer\/login","status":499/.test(server.output())).toBe(true);
    expect(server.output()).toContain('"msg":"client aborted the request"');
    expect(server.output()).not.toContain('database unavailable');
  });
});
