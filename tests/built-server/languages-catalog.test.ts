import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * The catalog's own texts in Hindi and Tamil (issue 31, item 3), over HTTP on the built server
 * with the demo catalog: the product page, its JSON-LD and crumbs, the listings, the menu and
 * the collection tiles show the page language's name, falling back to English where the demo
 * has none; the English pages carry no Hindi or Tamil catalog text at all.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const SLUG = 'ankle-length-cotton-leggings';
const TAMIL_NAME = 'கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்';

const html = async (path: string) => {
  const r = await fetch(server.url + path, { redirect: 'manual' });
  expect(r.status, path).toBe(200);
  return r.text();
};

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('the product page', () => {
  test('in Tamil: title, h1, description, crumbs and JSON-LD carry the Tamil texts; specifications without a translation stay English', async () => {
    const ta = await html(`/ta/product/${SLUG}`);
    expect(ta).toContain(`<title>${TAMIL_NAME} | Kanmani</title>`);
    expect(ta).toMatch(new RegExp(`<h1[^>]*>${TAMIL_NAME}</h1>`));
    expect(ta).toContain('மென்மையான, காற்றோட்டமுள்ள துணியில், ஒவ்வொரு துவைப்புக்குப் பிறகும் வடிவம் மாறாது.');
    expect(ta).toContain('லெக்கிங்ஸ் · கணுக்கால் நீளம்');
    expect(ta).toContain('95% Cotton, 5% Spandex');
    const ld = jsonLd(ta);
    const product = ld.find((b) => b['@type'] === 'Product')!;
    expect(product.name).toBe(TAMIL_NAME);
    expect(String(product.description)).toMatch(/^கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்: மென்மையான/);
    const crumbs = ld.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name).slice(2)).toEqual(['லெக்கிங்ஸ்', TAMIL_NAME]);
  });

  test('in Hindi: the Hindi name', async () => {
    const hi = await html(`/hi/product/${SLUG}`);
    expect(hi).toMatch(/<h1[^>]*>एंकल लेंथ कॉटन लेगिंग्स<\/h1>/);
  });

  test('in English: the English name, and no Tamil or Hindi catalog text', async () => {
    const en = await html(`/product/${SLUG}`);
    expect(en).toContain('<title>Ankle Length Cotton Leggings | Kanmani</title>');
    expect(en).toMatch(/<h1[^>]*>Ankle Length Cotton Leggings<\/h1>/);
    expect(en).toContain('Leggings · Ankle Length');
    expect(en).not.toContain('லெக்கிங்ஸ்');
    expect(en).not.toContain('लेगिंग्स');
  });
});

describe('listings, menu and tiles', () => {
  test('the Tamil leggings listing names its products in Tamil; a category without translated products falls back to English', async () => {
    const ta = await html('/ta/categories/leggings');
    expect(ta).toContain(TAMIL_NAME);
    expect(ta).toContain('சுடிதார் லெக்கிங்ஸ்');
    expect(ta).not.toContain('>Ankle Length Cotton Leggings<');
    const boxers = await html('/ta/categories/boxer-shorts');
    expect(boxers).toMatch(/<h1[^>]*>பாக்ஸர் ஷார்ட்ஸ்/);
    expect(boxers).toContain('Cotton Boxer Shorts');
  });

  test('the Tamil home page shows the Tamil menu and collection tiles; the English one is English', async () => {
    const ta = await html('/ta/');
    expect(ta).toContain('தினசரி லெக்கிங்ஸ்');
    expect(ta).toMatch(/>\s*அனைத்து வகைகள்\s*</);
    expect(ta).toMatch(/>\s*பேண்ட்ஸ்\s*</);
    const en = await html('/');
    expect(en).toContain('Everyday Leggings');
    expect(en).not.toContain('லெக்கிங்ஸ்');
    expect(en).not.toContain('தினசரி');
  });
});
