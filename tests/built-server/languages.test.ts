import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * The shop's addresses in three languages (issue 31, item 1), over HTTP on the built server:
 * English at the root, Hindi under /hi/ and Tamil under /ta/ for the same routes; the switcher's
 * /lang link remembers the choice, and an English address then leads to the chosen language.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const r = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: r.status, headers: r.headers, html: await r.text() };
};
const PRODUCT = '/product/ankle-length-cotton-leggings';

describe('pages in Hindi and Tamil', () => {
  test('a Tamil product page names its language, links every language, and speaks Tamil in the header', async () => {
    const r = await page(`/ta${PRODUCT}`);
    expect(r.status).toBe(200);
    expect(r.html).toContain('<html lang="ta-IN"');
    expect(r.html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/ta${PRODUCT}"`));
    expect(r.html).toMatch(new RegExp(`hreflang="en-IN" href="[^"]+${PRODUCT}"`));
    expect(r.html).toMatch(new RegExp(`hreflang="hi-IN" href="[^"]+/hi${PRODUCT}"`));
    expect(r.html).toMatch(new RegExp(`hreflang="x-default" href="[^"]+${PRODUCT}"`));
    expect(r.html).toContain('உள்ளடக்கத்துக்குச் செல்லவும்');
    expect(r.html).toContain('aria-label="மொழி"');
    expect(r.html).toContain('<meta property="og:locale" content="ta_IN"');
    // The header's links stay in Tamil; the switcher offers the other two.
    expect(r.html).toMatch(/aria-label="Kanmani முகப்பு"/);
    expect(r.html).toContain(`href="/lang?to=hi&amp;next=${encodeURIComponent(PRODUCT)}"`);
  });

  test('the English page is unchanged at its own address, and Hindi has its own', async () => {
    const en = await page(PRODUCT);
    expect(en.status).toBe(200);
    expect(en.html).toContain('<html lang="en-IN"');
    expect(en.html).toContain('Skip to content');
    const hi = await page('/hi/');
    expect(hi.status).toBe(200);
    expect(hi.html).toContain('<html lang="hi-IN"');
    expect(hi.html).toContain('सामग्री पर जाएँ');
  });

  test('the switcher remembers the choice for a year and opens the same page in that language', async () => {
    const r = await page(`/lang?to=ta&next=${encodeURIComponent(PRODUCT)}`);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(`/ta${PRODUCT}`);
    expect(r.headers.get('set-cookie')).toMatch(/^kanmani_lang=ta; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    const back = await page(`/lang?to=en&next=${encodeURIComponent(`/ta${PRODUCT}`)}`);
    expect(back.headers.get('location')).toBe(PRODUCT);
  });

  test('with Tamil chosen, an English address leads to the Tamil page, and that answer is never cached', async () => {
    const r = await page(`${PRODUCT}?colour=black`, { cookie: 'kanmani_lang=ta' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(`/ta${PRODUCT}?colour=black`);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    // The API and English chosen stay as they are.
    expect((await page('/api/web/product/list', { cookie: 'kanmani_lang=ta' })).status).toBe(200);
    expect((await page(PRODUCT, { cookie: 'kanmani_lang=en' })).status).toBe(200);
  });

  test('a bad choice is refused with its reason; the switcher never sends anyone off the shop', async () => {
    const fr = await page('/lang?to=fr&next=/');
    expect(fr.status).toBe(400);
    expect(JSON.parse(fr.html).errors[0].path).toBe('to');
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '/ta//evil.example', '/hi/\\evil.example']) {
      const r = await page(`/lang?to=en&next=${encodeURIComponent(next)}`);
      expect(r.status, next).toBe(400);
    }
  });

  test('a page named in another script is sent on percent-encoded', async () => {
    const r = await page(`/lang?to=ta&next=${encodeURIComponent('/categories?search=லெக்கிங்ஸ்')}`);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(`/ta/categories?search=${encodeURIComponent('லெக்கிங்ஸ்')}`);
  });

  test('only shop pages have languages: no API or console under /ta/, and personal pages stay private', async () => {
    expect((await page('/ta/api/web/product/list')).status).toBe(404);
    expect((await page('/hi/admin')).status).toBe(404);
    const profile = await page('/ta/profile');
    expect(profile.headers.get('cache-control')).toBe('private, no-store');
  });
});
