import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * The listing pages' own words in Hindi and Tamil (issue 31), over HTTP on the built server:
 * titles, headings, crumbs, counts and not-found texts, with links under the page's prefix.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = async (path: string) => {
  const r = await fetch(server.url + path);
  return { status: r.status, html: await r.text() };
};

describe('listing pages', () => {
  test('all categories in Tamil: title, heading, crumbs and search texts', async () => {
    const ta = await get('/ta/categories');
    expect(ta.status).toBe(200);
    expect(ta.html).toContain('<title>அனைத்து வகைகள்: லெக்கிங்ஸ், பேண்ட்ஸ், ஷேப்வேர் மற்றும் பல');
    expect(ta.html).toContain('எங்கள் முழுத் தொகுப்பையும் பாருங்கள்');
    expect(ta.html).toMatch(/href="\/ta\/"[^>]*>\s*முகப்பு/);
    const search = await get(`/ta/categories?search=${encodeURIComponent('zzzz-nothing')}`);
    expect(search.html).toContain('&quot;zzzz-nothing&quot; க்கு எந்தப் பொருளும் கிடைக்கவில்லை');
  });

  test('a missing category says so in Hindi with a 404', async () => {
    const hi = await get('/hi/categories/no-such-category');
    expect(hi.status).toBe(404);
    expect(hi.html).toContain('हमें वह श्रेणी नहीं मिली');
  });

  test('in English the pages are unchanged', async () => {
    const en = await get('/categories');
    expect(en.html).toContain('<title>All Categories: leggings, pants, shapewear and more');
    expect(en.html).toContain('Discover our complete collection');
    const missing = await get('/categories/no-such-category');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('We couldn&#39;t find that category');
  });
});
