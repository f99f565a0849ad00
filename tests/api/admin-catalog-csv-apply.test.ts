import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, test } from 'vitest';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { get, post } from '../support/api';
import { followExport } from '../support/follow-export';
import { useTestDatabase } from '../support/db';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { makePhoto } from '../fixtures/photos';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, catalogVersion, colorVariants, productOffers, products, sizeStock, sizes, stockMovements } from '../../src/server/platform/db/schema';
import { resetEnvForTests } from '../../src/server/platform/env';

resetEnvForTests({ MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'kanmani-import-')), MEDIA_STORE: 'disk' });
useTestDatabase();

let manager: TestStaff;
let header: string;
/** The kurti has no Hindi or Tamil texts: its exported row ends in four empty cells, which the older header has not. */
const withoutTranslations = (line: string) => line.replace(/,,,,$/, '');

beforeAll(async () => {
  manager = await newStaff('manager');
  // The columns before translations joined the file (issue 31): a file without them still imports.
  header = (await followExport('/api/admin/catalog/export', consoleHeaders(manager.cookie))).text.split('\r\n')[0]!.split(',').slice(0, 19).join(',');
});

/**
 * What the console sends: the CSV's text and, when given, the zip in base64. Applying answers
 * 202 with a task at once; like the console, this follows the task to its end and gives back the
 * answer it ended with (the counts, or the report of the problems).
 */
async function send(route: 'import-apply' | 'import-dry-run', csv: string, zip?: Uint8Array) {
  const headers = consoleHeaders(manager.cookie);
  const r = await post(`/api/admin/catalog/${route}`, { csv, ...(zip ? { zip: Buffer.from(zip).toString('base64') } : {}) }, { headers });
  if (route === 'import-dry-run' || r.status !== 202) return r;
  expect(r.body.message).toBe('The import has started. This page shows its progress.');
  for (let i = 0; i < 300; i++) {
    const task = await get(`/api/admin/tasks/${r.body.data.id}`, { headers });
    expect(task.status).toBe(200);
    if (task.body.data.answer) return { status: task.body.data.answer.status as number, body: task.body.data.answer };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import task did not end in 30 s');
}

async function state() {
  const db = await getDb();
  const [[p], [s], [o], [m], [v], [a]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(sizes),
    db.select({ n: count() }).from(productOffers),
    db.select({ n: count() }).from(stockMovements),
    db.select({ version: catalogVersion.version }).from(catalogVersion),
    db.select({ n: count() }).from(auditEvents),
  ]);
  return { products: p!.n, sizes: s!.n, offers: o!.n, movements: m!.n, version: v!.version, audit: a!.n };
}

const KURTI = 'festive-kurti,Festive Kurti,leggings,ankle-length,Featured,New,yes,A cotton kurti for festive days.,2 @ 999; 3 @ 1399 hidden';
const kurtiRows = [
  `${KURTI},Maroon,#7a1f2b,front.jpg; back.png,S,599,899,210,,7,6104`,
  `${KURTI},Maroon,#7a1f2b,front.jpg; back.png,M,629,899,230,2 @ 1099,4,6104`,
  `${KURTI},Teal,#1f6f6b,/img/products/kurti-teal.svg,M,629,899,230,,,6104`,
];

async function photoZip(files: Record<string, Uint8Array>) {
  return zipSync(files);
}

describe('applying a catalog CSV with a zip of photos', () => {
  test('a clean file writes the new product, its colours, sizes, prices, offers, photos from the zip and stock, with one audit row and one version bump', async () => {
    const zip = await photoZip({ 'front.jpg': await makePhoto('jpeg', 800, 1000), 'photos/back.png': await makePhoto('png', 900, 1200, '#1f6f6b') });
    const before = await state();
    const r = await send('import-apply', [header, ...kurtiRows].join('\r\n'), zip);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Imported: 1 new product, 0 updated, 2 photos from the zip, 2 stock counts changed.');
    expect(r.body.data).toEqual({ creates: 1, updates: 0, photos: 2, stockChanges: 2 });

    const db = await getDb();
    const [kurti] = await db.select().from(products).where(eq(products.slug, 'festive-kurti'));
    expect(kurti).toMatchObject({ name: 'Festive Kurti', type: 2, badge: 'New', isActive: true, description: 'A cotton kurti for festive days.' });
    const colours = await db.select().from(colorVariants).where(eq(colorVariants.productId, kurti!.id)).orderBy(asc(colorVariants.position));
    expect(colours.map((c) => [c.name, c.colorCode])).toEqual([['Maroon', '#7a1f2b'], ['Teal', '#1f6f6b']]);
    expect(colours[0]!.images).toHaveLength(2);
    expect(colours[0]!.images[0]).toMatch(/^\/media\/[0-9a-f]{32}-800x1000\.webp$/);
    expect(colours[0]!.images[1]).toMatch(/^\/media\/[0-9a-f]{32}-900x1200\.webp$/);
    expect(colours[1]!.images).toEqual(['/img/products/kurti-teal.svg']);
    const maroonSizes = await db.select().from(sizes).where(eq(sizes.colorVariantId, colours[0]!.id)).orderBy(asc(sizes.position));
    expect(maroonSizes.map((s) => [s.name, s.pricePaise, s.strikedPricePaise, s.weightGrams])).toEqual([['S', 59900, 89900, 210], ['M', 62900, 89900, 230]]);
    const offers = await db.select().from(productOffers).where(eq(productOffers.productId, kurti!.id)).orderBy(asc(productOffers.quantity), asc(productOffers.offerPricePaise));
    expect(offers.map((o) => [o.sizeId === null ? 'product' : o.sizeId === maroonSizes[1]!.id ? 'M' : 'other', o.quantity, o.offerPricePaise, o.isVisible])).toEqual([
      ['product', 2, 99900, true],
      ['M', 2, 109900, true],
      ['product', 3, 139900, false],
    ]);
    const stock = await db.select().from(sizeStock).where(eq(sizeStock.sizeId, maroonSizes[0]!.id));
    expect(stock[0]!.onHand).toBe(7);
    const [movement] = await db.select().from(stockMovements).where(eq(stockMovements.sizeId, maroonSizes[1]!.id));
    expect(movement).toMatchObject({ reason: 'import', onHandDelta: 4, onHandAfter: 4, actorKind: 'staff', actorId: manager.id, note: 'catalog import' });

    const after = await state();
    expect([after.products - before.products, after.sizes - before.sizes, after.movements - before.movements]).toEqual([1, 3, 2]);
    expect([after.version - before.version, after.audit - before.audit]).toEqual([1, 1]);
    const [audit] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ action: 'catalog.import', entity: 'catalog', staffId: manager.id });

    // Live on the storefront at once.
    const detail = await get(`/api/web/product/detail/${kurti!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.name).toBe('Festive Kurti');
  });

  test('an update keeps the colour and size ids and changes price and stock in place', async () => {
    const db = await getDb();
    const [kurti] = await db.select().from(products).where(eq(products.slug, 'festive-kurti'));
    const idsBefore = (await db.select({ id: sizes.id }).from(sizes).innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId)).where(eq(colorVariants.productId, kurti!.id))).map((r) => r.id).sort();
    const exported = (await followExport('/api/admin/catalog/export', consoleHeaders(manager.cookie))).text.split('\r\n').filter((l) => l.startsWith('festive-kurti,')).map(withoutTranslations);
    const changed = exported.map((l) => (l.includes(',S,599,') ? l.replace(',S,599,899,210,,7', ',S,649,899,210,,12') : l));
    const r = await send('import-apply', [header, ...changed].join('\r\n'));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Imported: 0 new products, 1 updated, 0 photos from the zip, 1 stock count changed.');
    const rows = await db.select({ id: sizes.id, name: sizes.name, price: sizes.pricePaise }).from(sizes).innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId)).where(eq(colorVariants.productId, kurti!.id));
    expect(rows.map((s) => s.id).sort()).toEqual(idsBefore);
    expect(rows.find((s) => s.name === 'S')!.price).toBe(64900);
    const sId = rows.find((s) => s.name === 'S')!.id;
    expect((await db.select().from(sizeStock).where(eq(sizeStock.sizeId, sId)))[0]!.onHand).toBe(12);
  });

  test('on hand below what open orders hold is a problem of its line and on_hand, and writes nothing', async () => {
    const db = await getDb();
    const [s] = await db.select({ id: sizes.id }).from(sizes).innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId)).innerJoin(products, eq(products.id, colorVariants.productId)).where(and(eq(products.slug, 'festive-kurti'), eq(sizes.name, 'S')));
    // Five of them sit in open orders.
    await db.update(sizeStock).set({ reserved: 5 }).where(eq(sizeStock.sizeId, s!.id));
    const exported = (await followExport('/api/admin/catalog/export', consoleHeaders(manager.cookie))).text.split('\r\n').filter((l) => l.startsWith('festive-kurti,')).map(withoutTranslations);
    const before = await state();
    const r = await send('import-apply', [header, ...exported.map((l) => l.replace(',S,649,899,210,,12', ',S,649,899,210,,3'))].join('\r\n'));
    expect(r.status).toBe(400);
    expect(r.body.data.problems).toEqual([{ line: 2, column: 'on_hand', message: 'Open orders hold 5 of this size, so on hand cannot go below 5. Ship or cancel those orders first.' }]);
    expect(await state()).toEqual(before);
  });

  test('a file with one bad row writes nothing and answers the dry run report', async () => {
    const before = await state();
    const bad = kurtiRows.map((l) => l.replace('festive-kurti,Festive Kurti', 'party-kurti,Party Kurti'));
    bad[1] = bad[1]!.replace(',M,629,899,', ',M,629,99,');
    const zip = await photoZip({ 'front.jpg': await makePhoto('jpeg', 800, 1000), 'back.png': await makePhoto('png', 800, 1000) });
    const r = await send('import-apply', [header, ...bad].join('\r\n'), zip);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('The file has 1 problem. Nothing was written.');
    expect(r.body.data.problems).toEqual([{ line: 3, column: 'struck_price', message: 'The struck price (₹99) must be at least the price (₹629).' }]);
    expect(await state()).toEqual(before);
  });

  test('the hsn column: a new published product without a code is a problem of its line; the export carries the stored code', async () => {
    const rows = [`${KURTI.replace('festive-kurti,Festive Kurti', 'no-hsn-kurti,No HSN Kurti')},Teal,#1f6f6b,/img/products/kurti-teal.svg,M,629,899,230,,,`];
    const dry = await send('import-dry-run', [header, ...rows].join('\r\n'));
    expect(dry.body.data.problems).toEqual([{ line: 2, column: 'hsn', message: 'A published product needs its HSN code: write it in the hsn column (4, 6 or 8 digits, like 6104), or write no in published.' }]);
    const badCode = await send('import-dry-run', [header, rows[0]!.replace(/,$/, ',61041')].join('\r\n'));
    expect(badCode.body.data.problems).toEqual([{ line: 2, column: 'hsn', message: 'Write the HSN code as 4, 6 or 8 digits, like 6104, or leave it empty to keep the product’s code.' }]);
    const exported = (await followExport('/api/admin/catalog/export', consoleHeaders(manager.cookie))).text.split('\r\n').filter((l) => l.startsWith('festive-kurti,')).map(withoutTranslations);
    expect(exported.map((l) => l.split(',').at(-1))).toEqual(['6104', '6104', '6104']);
  });

  test('a photo missing from the zip, a file that is no photo, and a missing zip are reported by line and column', async () => {
    const rows = [
      `${KURTI.replace('festive-kurti,Festive Kurti', 'zip-kurti,Zip Kurti')},Maroon,#7a1f2b,front.jpg; side.jpg,S,599,899,210,,,6104`,
      `${KURTI.replace('festive-kurti,Festive Kurti', 'zip-kurti,Zip Kurti')},Teal,#1f6f6b,notes.png,S,599,899,210,,,6104`,
    ];
    const zip = await photoZip({ 'front.jpg': await makePhoto('jpeg', 800, 1000), 'notes.png': new TextEncoder().encode('these are not pixels') });
    const before = await state();
    const dry = await send('import-dry-run', [header, ...rows].join('\r\n'), zip);
    expect(dry.status).toBe(200);
    expect(dry.body.data.problems).toEqual([
      { line: 2, column: 'photos', message: "The zip has no file named 'side.jpg'. Add it to the zip, or correct the name (capitals count)." },
      { line: 3, column: 'photos', message: "The file 'notes.png' in the zip is not a JPEG, PNG, WebP or AVIF photo." },
    ]);
    const applied = await send('import-apply', [header, ...rows].join('\r\n'), zip);
    expect(applied.status).toBe(400);
    expect(applied.body.data.problems).toEqual(dry.body.data.problems);
    const noZip = await send('import-dry-run', [header, rows[0]].join('\r\n'));
    expect(noZip.body.data.problems).toEqual([
      { line: 2, column: 'photos', message: "The photo 'front.jpg' is named by file name: choose the zip that holds it." },
      { line: 2, column: 'photos', message: "The photo 'side.jpg' is named by file name: choose the zip that holds it." },
    ]);
    expect(await state()).toEqual(before);
  });

  test('a zip that is not a zip is refused with a reason', async () => {
    const r = await send('import-apply', [header, kurtiRows[2]].join('\r\n'), new TextEncoder().encode('PK but not really'));
    expect([r.status, r.body.message]).toEqual([400, 'The zip could not be opened. Make it again with your computer’s “compress” command and choose it again.']);
  });

  // The whole demo catalog out and back in (about 15 s alone on a busy 2-core machine): 90 s, not the 30 s default.
  test('re-importing the export changes nothing: the same file comes out, no stock movement, the same ids', async () => {
    const h = { headers: consoleHeaders(manager.cookie) };
    const exported = (await followExport('/api/admin/catalog/export', h.headers)).text;
    const before = await state();
    const r = await send('import-apply', exported);
    expect(r.status).toBe(200);
    expect(r.body.data.creates).toBe(0);
    expect(r.body.data.stockChanges).toBe(0);
    expect((await followExport('/api/admin/catalog/export', h.headers)).text).toBe(exported);
    const after = await state();
    expect({ ...after, version: 0, audit: 0 }).toEqual({ ...before, version: 0, audit: 0 });
    expect([after.version - before.version, after.audit - before.audit]).toEqual([1, 1]);
  }, 90_000);
});

describe('the import as a job', () => {
  test('answers 202 with a task at once; the task counts the photos made and ends with the counts; only its starter can read it', async () => {
    const zip = await photoZip({ 'job-front.jpg': await makePhoto('jpeg', 800, 1000, '#224466'), 'job-back.png': await makePhoto('png', 800, 1000, '#446622') });
    const rows = kurtiRows.slice(0, 2).map((r) => r.replaceAll('festive-kurti,Festive Kurti', 'job-kurti,Job Kurti').replaceAll('front.jpg', 'job-front.jpg').replaceAll('back.png', 'job-back.png'));
    const headers = consoleHeaders(manager.cookie);
    const started = await post('/api/admin/catalog/import-apply', { csv: [header, ...rows].join('\r\n'), zip: Buffer.from(zip).toString('base64') }, { headers });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ kind: 'catalog-import', state: 'queued', done: 0, total: 0, answer: null });
    const other = await newStaff('manager');
    expect((await get(`/api/admin/tasks/${started.body.data.id}`, { headers: consoleHeaders(other.cookie) })).status).toBe(404);
    let task = (await get(`/api/admin/tasks/${started.body.data.id}`, { headers })).body.data;
    for (let i = 0; i < 300 && !task.answer; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      task = (await get(`/api/admin/tasks/${started.body.data.id}`, { headers })).body.data;
    }
    expect(task).toMatchObject({ state: 'done', done: 2, total: 2 });
    expect(task.answer).toMatchObject({ status: 200, message: 'Imported: 1 new product, 0 updated, 2 photos from the zip, 2 stock counts changed.' });
  });
});
