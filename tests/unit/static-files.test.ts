import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../scripts/static-files.mjs';

/**
 * The built server's static files (scripts/static-files.mjs) as a browser meets them:
 * revalidation with ETag, byte ranges, precompressed copies, and a file deleted after the
 * server started answered 404 while the server keeps serving.
 */
let dir = '';
let server: http.Server;
let base = '';

const SCRIPT = 'console.log("kanmani");\n'.repeat(40);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-static-'));
  fs.mkdirSync(path.join(dir, '_astro'));
  fs.writeFileSync(path.join(dir, '_astro/app.abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'robots-copy.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(dir, 'soon-gone.txt'), 'here for now\n');
  const serve = createStaticServer(pathToFileURL(dir + path.sep));
  server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.writeHead(418, { 'Content-Type': 'text/plain' });
      res.end('the shop handles this');
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers, signal: AbortSignal.timeout(5_000) });

describe('static files', () => {
  test('a hashed asset is cached for a year and revalidates with its ETag as a 304', async () => {
    const first = await get('/_astro/app.abc123.js');
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(SCRIPT);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/_astro/app.abc123.js', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  test('a byte range answers 206 with just those bytes', async () => {
    const r = await get('/_astro/app.abc123.js', { range: 'bytes=0-6' });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe(`bytes 0-6/${SCRIPT.length}`);
    expect(await r.text()).toBe('console');
  });

  test('other files are cached for an hour', async () => {
    const r = await get('/robots-copy.txt');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a path with no file goes on to the shop', async () => {
    const r = await get('/categories');
    expect(r.status).toBe(418);
  });

  test('a file deleted after start is a 404, and the server keeps serving', async () => {
    fs.rmSync(path.join(dir, 'soon-gone.txt'));
    const gone = await get('/soon-gone.txt');
    expect(gone.status).toBe(404);
    const still = await get('/robots-copy.txt');
    expect(still.status).toBe(200);
  });
});
