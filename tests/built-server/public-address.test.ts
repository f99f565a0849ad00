import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * The public address is read when the server starts, not when it was built: dist/ is built
 * without PUBLIC_SITE_URL (so with Astro's default http://localhost:4321), and this server runs
 * with PUBLIC_SITE_URL=https://shop.example. Every address a crawler reads names the latter.
 */
let server: BuiltServer;
const before = process.env.PUBLIC_SITE_URL;
beforeAll(async () => {
  process.env.PUBLIC_SITE_URL = 'https://shop.example';
  try {
    server = await startBuiltServer();
  } finally {
    if (before === undefined) delete process.env.PUBLIC_SITE_URL;
    else process.env.PUBLIC_SITE_URL = before;
  }
});
afterAll(async () => {
  await server?.stop();
});

const text = async (path: string) => {
  const r = await fetch(`${server.url}${path}`);
  expect(r.status, path).toBe(200);
  return r.text();
};
const addresses = (s: string) => [...s.matchAll(/https?:\/\/[a-z0-9.:-]+/gi)].map((m) => m[0]);

describe('a build made without PUBLIC_SITE_URL, run with it', () => {
  test('robots.txt and every sitemap name https://shop.example', async () => {
    const robots = await text('/robots.txt');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml\nSitemap: https://shop.example/sitemap-index.xml\nSitemap: https://shop.example/sitemap-catalog.xml');
    for (const path of ['/sitemap.xml', '/sitemap-index.xml']) {
      const index = await text(path);
      expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
        'https://shop.example/sitemap-0.xml',
        'https://shop.example/sitemap-catalog.xml',
        'https://shop.example/sitemap-hi.xml',
        'https://shop.example/sitemap-ta.xml',
      ]);
    }
    // Each other language's sitemap holds the whole shop at that language's addresses.
    const tamil = await text('/sitemap-ta.xml');
    expect(tamil).toContain('<loc>https://shop.example/ta/</loc>');
    expect(tamil).toContain('<loc>https://shop.example/ta/static/refund-policy</loc>');
    expect(tamil).toContain('<loc>https://shop.example/ta/product/ankle-length-cotton-leggings</loc>');
    expect(tamil).not.toMatch(/<loc>https:\/\/shop\.example\/(?!ta\/)/);
    expect((await fetch(`${server.url}/sitemap-fr.xml`)).status).toBe(404);
    const pages = await text('/sitemap-0.xml');
    expect(pages).toContain('<loc>https://shop.example/static/refund-policy</loc>');
    expect(pages).toContain('<loc>https://shop.example/blogs/the-kanmani-story</loc>');
    expect(pages).not.toContain('/admin');
    const catalog = await text('/sitemap-catalog.xml');
    expect(catalog).toContain('<loc>https://shop.example/product/ankle-length-cotton-leggings</loc>');
    for (const s of [robots, pages, catalog]) expect(new Set(addresses(s).filter((a) => !a.includes('sitemaps.org')))).toEqual(new Set(['https://shop.example']));
  });

  test('canonical links, Open Graph and JSON-LD of the home, a category and a product page name it', async () => {
    for (const [path, canonical] of [
      ['/', 'https://shop.example/'],
      ['/categories/leggings', 'https://shop.example/categories/leggings'],
      ['/product/ankle-length-cotton-leggings', 'https://shop.example/product/ankle-length-cotton-leggings'],
    ]) {
      const html = await text(path!);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBe(canonical);
      expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], path).toBe(canonical);
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
      expect(jsonLd, path).toContain('https://shop.example');
      expect(html, path).not.toContain('localhost:4321');
    }
  });
});
