import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, get, patch, post } from '../support/api';
import { useTestDatabase } from '../support/db';
import { followExport } from '../support/follow-export';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { makePhoto } from '../fixtures/photos';
import { seedId } from '../../src/server/platform/db/ids';
import { VERSION_CHECK_MS } from '../../src/server/platform/db/catalog-version';
import { moveClock } from '../../src/server/platform/clock';
import { resetEnvForTests } from '../../src/server/platform/env';
import { parseCsv } from '../../src/lib/csv-parse';
import { csvLine } from '../../src/lib/csv';
import { getCategoryBySlug, getMenu, getProductBySlug, listCollections, searchProducts } from '../../src/server/catalog/read';

resetEnvForTests({ MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'kanmani-translations-')), MEDIA_STORE: 'disk' });
useTestDatabase();

/**
 * Issue 31, item 3: catalog texts in Hindi and Tamil, written in the console or the catalog
 * file, shown on /hi/ and /ta/, each missing one in English; the English shop never changes.
 */
let manager: TestStaff;
let owner: TestStaff;
const as = (s: TestStaff) => ({ headers: consoleHeaders(s.cookie) });
const versionCheck = () => moveClock(VERSION_CHECK_MS);
const ANKLE = 'ankle-length-cotton-leggings';

async function auditRows(entity: string) {
  const r = await get(`/api/admin/audit?entity=${entity}`, as(owner));
  expect(r.status).toBe(200);
  return r.body.data.rows as { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> }[];
}

beforeAll(async () => {
  [manager, owner] = await Promise.all([newStaff('manager'), newStaff('owner')]);
});

describe('the demo catalog', () => {
  test('/ta/ reads the Tamil names, /hi/ the Hindi ones, English stays as it was; specifications without a translation stay English', async () => {
    const ta = (await getProductBySlug(ANKLE, 'ta'))!;
    expect(ta.name).toBe('கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்');
    expect(ta.description).toBe('கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்: மென்மையான, காற்றோட்டமுள்ள துணியில், ஒவ்வொரு துவைப்புக்குப் பிறகும் வடிவம் மாறாது. தினசரி அணிய தமிழ்நாட்டில் தயாரிக்கப்பட்டது.');
    expect([ta.categoryName, ta.subCategoryName, ta.categoryId.name]).toEqual(['லெக்கிங்ஸ்', 'கணுக்கால் நீளம்', 'லெக்கிங்ஸ்']);
    const en = (await getProductBySlug(ANKLE))!;
    expect([en.name, en.categoryName, en.subCategoryName]).toEqual(['Ankle Length Cotton Leggings', 'Leggings', 'Ankle Length']);
    expect(ta.specifications).toEqual(en.specifications);
    expect((await getProductBySlug(ANKLE, 'hi'))!.name).toBe('एंकल लेंथ कॉटन लेगिंग्स');
    // A product the demo did not translate keeps its English name on the Tamil shop.
    expect((await getProductBySlug('cotton-boxer-shorts', 'ta'))!.name).toBe('Cotton Boxer Shorts');
    const menu = await getMenu('ta');
    expect(menu.slice(0, 3).map((m) => m.menu)).toEqual(['அனைத்து வகைகள்', 'லெக்கிங்ஸ்', 'பேண்ட்ஸ்']);
    expect((await listCollections('hi'))[0]!.label).toBe('रोज़ की लेगिंग्स');
    expect((await getCategoryBySlug('leggings', 'ta'))!.subcategories.map((s) => s.name)).toEqual(['கணுக்கால் நீளம்', 'சுடிதார்', 'ஷிம்மர்']);
  });

  test('search meets the Tamil and Hindi names from any page, and a Tamil page lists its results in Tamil', async () => {
    expect((await searchProducts('லெக்கிங்ஸ்', 3)).map((p) => p.name)[0]).toBe('Ankle Length Cotton Leggings');
    expect((await searchProducts('मूंगफली', 3)).length).toBe(0);
    expect((await searchProducts('வானவில்', 3)).map((p) => p.name)).toEqual(['Kids Rainbow Leggings']);
    expect((await searchProducts('leggings', 1, 'ta')).map((p) => p.name)).toEqual(['கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்']);
  });

  test("the search box's API answers in the page's language with lang, in English without it, and refuses another language", async () => {
    const ta = await get(`/api/web/product/search?q=${encodeURIComponent('லெக்கிங்ஸ்')}&limit=1&lang=ta`);
    expect(ta.body.data.map((p: { name: string; categoryName: string }) => [p.name, p.categoryName])).toEqual([['கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்', 'லெக்கிங்ஸ்']]);
    const en = await get(`/api/web/product/search?q=${encodeURIComponent('லெக்கிங்ஸ்')}&limit=1`);
    expect(en.body.data.map((p: { name: string }) => p.name)).toEqual(['Ankle Length Cotton Leggings']);
    const fr = await get('/api/web/product/search?q=leggings&lang=fr');
    expect([fr.status, fr.body.message]).toEqual([400, 'Invalid query: lang: must be hi or ta']);
  });
});

describe('the product editor', () => {
  test('saves Hindi and Tamil texts with an audit row; an empty one falls back to English; a bad one names its field', async () => {
    const id = seedId('product', 'cotton-boxer-shorts');
    const form = (await get(`/api/admin/products/${id}`, as(manager))).body.data;
    expect(form.translations).toEqual({});
    const body = {
      ...form,
      translations: {
        ta: { name: 'காட்டன் பாக்ஸர் ஷார்ட்ஸ்', description: '', specifications: [{ key: 'துணி', value: '100% காட்டன்' }] },
        hi: { name: '  ', description: 'सूती बॉक्सर शॉर्ट्स, रोज़ पहनने के लिए।' },
      },
    };
    const r = await call('PUT', `/api/admin/products/${id}`, { body, ...as(manager) });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.translations).toEqual({
      ta: { name: 'காட்டன் பாக்ஸர் ஷார்ட்ஸ்', specifications: [{ key: 'துணி', value: '100% காட்டன்' }] },
      hi: { description: 'सूती बॉक्सर शॉर्ट्स, रोज़ पहनने के लिए।' },
    });
    const [row] = await auditRows('product');
    expect(row).toMatchObject({ action: 'product.update', before: { translations: {} }, after: { translations: r.body.data.translations } });
    versionCheck();
    const ta = (await getProductBySlug('cotton-boxer-shorts', 'ta'))!;
    const hi = (await getProductBySlug('cotton-boxer-shorts', 'hi'))!;
    const en = (await getProductBySlug('cotton-boxer-shorts'))!;
    expect([ta.name, ta.description, ta.specifications]).toEqual(['காட்டன் பாக்ஸர் ஷார்ட்ஸ்', en.description, [{ key: 'துணி', value: '100% காட்டன்' }]]);
    expect([hi.name, hi.description, hi.specifications]).toEqual(['Cotton Boxer Shorts', 'सूती बॉक्सर शॉर्ट्स, रोज़ पहनने के लिए।', en.specifications]);
    expect(en.name).toBe('Cotton Boxer Shorts');

    const bad = await call('PUT', `/api/admin/products/${id}`, {
      body: { ...form, translations: { hi: { name: 'क'.repeat(121), specifications: [{ key: 'कपड़ा', value: '' }] } } },
      ...as(manager),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'translations.hi.name', message: 'Name in Hindi must be at most 120 characters' },
      { path: 'translations.hi.specifications.0', message: 'Specifications in Hindi: line 1 needs a name and a value, written Name: Value' },
    ]);
  });
});

describe('categories, collections and the menu', () => {
  test('each saves its Hindi and Tamil names with an audit row, and the shop in that language shows them', async () => {
    const upload = await call('POST', '/api/admin/images', { rawBody: await makePhoto('jpeg', 800, 1000), headers: { ...consoleHeaders(manager.cookie), 'content-type': 'image/jpeg' } });
    const IMG = upload.body.data.image as string;
    const made = await post('/api/admin/categories', { name: 'Night Wear', translations: { hi: 'नाइट वियर', ta: '' }, slug: 'night-wear', image: IMG }, as(manager));
    expect(made.status, made.text).toBe(201);
    expect((await auditRows('category'))[0]).toMatchObject({ action: 'category.create', after: { name: 'Night Wear', translations: { hi: 'नाइट वियर' } } });
    const saved = await patch(`/api/admin/categories/${made.body.data.id}`, { name: 'Night Wear', translations: { hi: 'नाइट वियर', ta: 'இரவு உடைகள்' }, slug: 'night-wear', image: IMG }, as(manager));
    expect([saved.status, saved.body.message]).toEqual([200, 'Category Night Wear saved.']);
    const tile = await post('/api/admin/collections', { label: 'Night Edit', translations: { ta: 'இரவு தொகுப்பு' }, image: IMG, link: { kind: 'category', slug: 'night-wear' } }, as(manager));
    expect(tile.status).toBe(201);
    const menu = (await get('/api/admin/menu', as(manager))).body.data;
    expect(menu.items[1]).toMatchObject({ label: 'Leggings', translations: { hi: 'लेगिंग्स', ta: 'லெக்கிங்ஸ்' } });
    menu.items[1].translations = { hi: 'लेगिंग', ta: '' };
    const put = await call('PUT', '/api/admin/menu', { body: menu, ...as(manager) });
    expect(put.status).toBe(200);
    expect((await auditRows('menu'))[0]!.after.translations).toContain('Leggings: hi लेगिंग');
    versionCheck();
    expect((await getCategoryBySlug('night-wear', 'ta'))!.name).toBe('இரவு உடைகள்');
    expect((await getCategoryBySlug('night-wear'))!.name).toBe('Night Wear');
    expect((await listCollections('ta')).find((c) => c.slug === 'night-wear')!.label).toBe('இரவு தொகுப்பு');
    expect((await listCollections('hi')).find((c) => c.slug === 'night-wear')!.label).toBe('Night Edit');
    expect((await getMenu('hi'))[1]!.menu).toBe('लेगिंग');
    // The Tamil name was cleared: the Tamil shop says Leggings in English.
    expect((await getMenu('ta'))[1]!.menu).toBe('Leggings');
    const tooLong = await post('/api/admin/categories', { name: 'Long', translations: { ta: 'அ'.repeat(81) }, slug: 'long', image: IMG }, as(manager));
    expect(tooLong.body.errors).toEqual([{ path: 'translations.ta', message: 'Category name in Tamil must be at most 80 characters' }]);
  });
});

describe('the catalog file', () => {
  const headers = () => consoleHeaders(manager.cookie);
  async function apply(csv: string) {
    const r = await post('/api/admin/catalog/import-apply', { csv }, { headers: headers() });
    if (r.status !== 202) return r;
    for (let i = 0; i < 300; i++) {
      const task = (await get(`/api/admin/tasks/${r.body.data.id}`, { headers: headers() })).body.data;
      if (task.answer) return { status: task.answer.status as number, body: task.answer };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the import did not finish');
  }
  const rowsOf = (csv: string, slug: string) => csv.split('\r\n').filter((l, i) => i === 0 || l.startsWith(`${slug},`));

  test('the translation columns round-trip; a file without them keeps the stored texts; an empty cell clears one', async () => {
    const exported = (await followExport('/api/admin/catalog/export', headers())).text;
    const [header, ...rows] = rowsOf(exported, 'churidar-leggings');
    expect(rows[0]).toContain(',चूड़ीदार लेगिंग्स,சுடிதார் லெக்கிங்ஸ்,');

    // The Tamil name changes, the Hindi description is emptied.
    const edited = rows.map((r) => r.replace(',சுடிதார் லெக்கிங்ஸ்,', ',சுடிதார் லெக்கிங்ஸ் (புதிய),').replace(/,"चूड़ीदार लेगिंग्स: [^"]*",/, ',,'));
    const done = await apply([header, ...edited].join('\r\n'));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    versionCheck();
    const ta = (await getProductBySlug('churidar-leggings', 'ta'))!;
    const hi = (await getProductBySlug('churidar-leggings', 'hi'))!;
    expect(ta.name).toBe('சுடிதார் லெக்கிங்ஸ் (புதிய)');
    expect([hi.name, hi.description]).toEqual(['चूड़ीदार लेगिंग्स', (await getProductBySlug('churidar-leggings'))!.description]);
    const again = rowsOf((await followExport('/api/admin/catalog/export', headers())).text, 'churidar-leggings');
    expect(again.slice(1)).toEqual(edited);

    // An older file (no translation columns) imports and leaves the Tamil name alone.
    const older = parseCsv([header, ...edited].join('\r\n')).records.map((r) => csvLine(r.cells.slice(0, 19)).replace(/\r\n$/, ''));
    expect(older[0]!.endsWith(',on_hand,hsn')).toBe(true);
    const kept = await apply(older.join('\r\n'));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    versionCheck();
    expect((await getProductBySlug('churidar-leggings', 'ta'))!.name).toBe('சுடிதார் லெக்கிங்ஸ் (புதிய)');
  });
});
