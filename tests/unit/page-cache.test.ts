import { describe, expect, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { createPageCache } from '../../src/server/platform/http/page-cache';

/**
 * The instance's catalog page cache as a shopper meets it: a repeat visit gets the same page
 * without a render, a catalog edit (version bump) shows at once, and nothing personal or
 * failed is ever kept.
 */
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const get = (url: string, encoding = 'br, gzip') => new Request(url, { headers: { 'accept-encoding': encoding } });

function shop(pageFor: (n: number) => Response) {
  let renders = 0;
  let version = 7;
  let clock = 1_000_000;
  const cache = createPageCache(async () => version, { maxBytes: 1024 * 1024, maxAgeMs: 60_000 }, () => clock);
  const visit = async (href: string, opts: { encoding?: string; setsCookie?: boolean } = {}) => {
    const r = await cache.serve(get(href, opts.encoding), new URL(href), async () => pageFor(++renders), () => opts.setsCookie ?? false);
    const bytes = new Uint8Array(await r.arrayBuffer());
    const html = r.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : Buffer.from(bytes).toString();
    return { status: r.status, html, headers: r.headers };
  };
  return {
    visit,
    cache,
    renders: () => renders,
    edit: () => (version += 1),
    wait: (ms: number) => (clock += ms),
  };
}

const catalogPage = (n: number, headers: Record<string, string> = {}) =>
  new Response(`<h1>Leggings ₹${399 + n}</h1>`, {
    headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC, 'Content-Security-Policy': "script-src 'self'", ...headers },
  });

describe('catalog page cache', () => {
  test('a second visit gets the first render, gzipped, with the page’s own headers', async () => {
    const s = shop((n) => catalogPage(n));
    const first = await s.visit('http://shop.test/product/ankle-length-cotton-leggings');
    const second = await s.visit('http://shop.test/product/ankle-length-cotton-leggings');
    expect(first.html).toBe('<h1>Leggings ₹400</h1>');
    expect(second.html).toBe('<h1>Leggings ₹400</h1>');
    expect(s.renders()).toBe(1);
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
  });

  test('a client without gzip gets the same page unzipped', async () => {
    const s = shop((n) => catalogPage(n));
    await s.visit('http://shop.test/');
    const plain = await s.visit('http://shop.test/', { encoding: 'identity' });
    expect(plain.headers.get('content-encoding')).toBe(null);
    expect(plain.html).toBe('<h1>Leggings ₹400</h1>');
    expect(s.renders()).toBe(1);
  });

  test('a catalog edit shows on the next visit', async () => {
    const s = shop((n) => catalogPage(n));
    await s.visit('http://shop.test/categories/leggings');
    s.edit();
    expect((await s.visit('http://shop.test/categories/leggings')).html).toBe('<h1>Leggings ₹401</h1>');
  });

  test('the query string is part of the key: each sort is its own page', async () => {
    const s = shop((n) => catalogPage(n));
    expect((await s.visit('http://shop.test/categories/leggings?sort=price-asc')).html).toBe('<h1>Leggings ₹400</h1>');
    expect((await s.visit('http://shop.test/categories/leggings?sort=price-desc')).html).toBe('<h1>Leggings ₹401</h1>');
    expect((await s.visit('http://shop.test/categories/leggings?sort=price-asc')).html).toBe('<h1>Leggings ₹400</h1>');
  });

  test('a page older than a minute is rendered again even without an edit', async () => {
    const s = shop((n) => catalogPage(n));
    await s.visit('http://shop.test/');
    s.wait(59_000);
    expect((await s.visit('http://shop.test/')).html).toBe('<h1>Leggings ₹400</h1>');
    s.wait(2_000);
    expect((await s.visit('http://shop.test/')).html).toBe('<h1>Leggings ₹401</h1>');
  });

  test('nothing personal or failed is kept: a set cookie, a private page, a 404, a page that did not opt in', async () => {
    const cases: [string, (n: number) => Response, boolean?][] = [
      ['http://shop.test/product/a', (n) => catalogPage(n), true],
      ['http://shop.test/product/b', (n) => catalogPage(n, { 'Set-Cookie': 'sid=abc' })],
      ['http://shop.test/product/c', (n) => new Response(`<h1>Missing ${n}</h1>`, { status: 404, headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC } })],
      ['http://shop.test/categories/d', (n) => new Response(`<h1>Page ${n}</h1>`, { headers: { 'Content-Type': 'text/html' } })],
    ];
    for (const [href, page, setsCookie] of cases) {
      const s = shop(page);
      await s.visit(href, { setsCookie });
      await s.visit(href, { setsCookie });
      expect(s.renders(), href).toBe(2);
    }
  });

  test('only catalog paths use it: the cart and profile render every time', async () => {
    const s = shop((n) => catalogPage(n));
    for (const href of ['http://shop.test/cart', 'http://shop.test/profile', 'http://shop.test/cart']) await s.visit(href);
    expect(s.renders()).toBe(3);
    expect(s.cache.size().pages).toBe(0);
  });

  test('ten shoppers arriving together after an edit cost one render', async () => {
    const s = shop((n) => catalogPage(n));
    const pages = await Promise.all(Array.from({ length: 10 }, () => s.visit('http://shop.test/product/x')));
    expect(pages.map((p) => p.html)).toEqual(Array(10).fill('<h1>Leggings ₹400</h1>'));
    expect(s.renders()).toBe(1);
  });

  test('memory is bounded: the least recently visited page goes first', async () => {
    let renders = 0;
    // Random base64 gzips to about three quarters of its length: two such pages do not fit in 1 KB.
    const noise = (_n: number) => randomBytes(600).toString('base64');
    const cache = createPageCache(async () => 1, { maxBytes: 1024, maxAgeMs: 60_000 });
    const visit = (href: string) => cache.serve(get(href), new URL(href), async () => new Response(noise(renders++), { headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC } }), () => false);
    await visit('http://shop.test/product/a');
    await visit('http://shop.test/product/b');
    expect(cache.size().pages).toBe(1);
    expect(cache.size().bytes).toBeLessThanOrEqual(1024);
    await visit('http://shop.test/product/b');
    expect(renders).toBe(2);
    await visit('http://shop.test/product/a');
    expect(renders).toBe(3);
  });

  test('when the version cannot be read, the page is rendered as if there were no cache', async () => {
    let renders = 0;
    const cache = createPageCache(() => Promise.reject(new Error('database down')));
    const r = await cache.serve(get('http://shop.test/'), new URL('http://shop.test/'), async () => catalogPage(++renders), () => false);
    expect(await r.text()).toBe('<h1>Leggings ₹400</h1>');
  });
});
