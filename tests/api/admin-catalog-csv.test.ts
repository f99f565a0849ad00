import { beforeAll, describe, expect, test } from 'vitest';
import { count } from 'drizzle-orm';
import { post } from '../support/api';
import { followExport } from '../support/follow-export';
import { useTestDatabase } from '../support/db';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, catalogVersion, products, sizes } from '../../src/server/platform/db/schema';
import { applyCatalogImport, dryRunCatalogImport } from '../../src/server/catalog/catalog-csv-import';

useTestDatabase();

let manager: TestStaff;
const as = () => ({ headers: consoleHeaders(manager.cookie) });

beforeAll(async () => {
  manager = await newStaff('manager');
});

async function counts() {
  const db = await getDb();
  const [[p], [s], [v], [a]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(sizes),
    db.select({ version: catalogVersion.version }).from(catalogVersion),
    db.select({ n: count() }).from(auditEvents),
  ]);
  return { products: p!.n, sizes: s!.n, version: v!.version, audit: a!.n };
}

describe('the catalog CSV', () => {
  test('the export has the documented header and one row per size, prices in rupees and offers in Buy N @ ₹X form', async () => {
    const r = await followExport('/api/admin/catalog/export', as().headers);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="kanmani-catalog.csv"');
    const lines = r.text.split('\r\n');
    expect(lines[0]).toBe('product_slug,product_name,category,subcategory,type,badge,published,description,default_offers,colour,colour_code,photos,size,price,struck_price,weight_grams,offers,on_hand,hsn,product_name_hi,product_name_ta,description_hi,description_ta');
    const { sizes: sizeCount } = await counts();
    expect(lines).toHaveLength(sizeCount + 2); // header, a row per size, and the empty string after the last CRLF
    const first = lines.find((l) => l.startsWith('ankle-length-cotton-leggings,') && l.includes(',S,'))!;
    expect(first).toContain(',Ankle Length Cotton Leggings,leggings,ankle-length,Best Seller,Best Seller,yes,');
    expect(first).toContain(',2 @ 799; 3 @ 1099; 5 @ 1699 hidden,');
    expect(first).toContain(',S,449,599,180,,500,6104,एंकल लेंथ कॉटन लेगिंग्स,கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்,"एंकल लेंथ कॉटन लेगिंग्स: मुलायम, हवादार कपड़े में,');
    const xl = lines.find((l) => l.startsWith('ankle-length-cotton-leggings,') && l.includes(',XXL,'))!;
    expect(xl).toContain(',XXL,479,599,220,2 @ 799; 3 @ 1099; 5 @ 1799 hidden,500,6104,एंकल लेंथ कॉटन लेगिंग्स,');
    // A product with no translations has empty cells: the Hindi and Tamil shops show it in English.
    expect(lines.find((l) => l.startsWith('cotton-boxer-shorts,') && l.includes(',M,'))).toMatch(/,6104,,,,$/);
  });

  test('the exported file checks clean: every product already in the shop, nothing new', async () => {
    const csv = (await followExport('/api/admin/catalog/export', as().headers)).text;
    const r = await post('/api/admin/catalog/import-dry-run', { csv }, as());
    expect(r.status).toBe(200);
    expect(r.body.data.problems).toEqual([]);
    expect(r.body.data.creates).toBe(0);
    expect(r.body.data.updates).toBe(r.body.data.products);
    expect(r.body.message).toBe(`The file is ready: ${r.body.data.products} products, ${r.body.data.rows} rows, no problems.`);
  });

  test('a dry run with one bad row reports its line and column and writes nothing', async () => {
    const csv = (await followExport('/api/admin/catalog/export', as().headers)).text.split('\r\n');
    const before = await counts();
    const bad = csv[3]!.replace(/,449,599,/, ',449,99,');
    const newProduct = csv[1]!.replace(/^ankle-length-cotton-leggings,Ankle Length Cotton Leggings,leggings,/, 'festive-saree,Festive Saree,sarees,');
    const file = [csv[0], csv[1], csv[2], bad, newProduct].join('\r\n');
    const r = await post('/api/admin/catalog/import-dry-run', { csv: file }, as());
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('The file has 2 problems. Nothing was written.');
    expect(r.body.data.problems).toEqual([
      { line: 4, column: 'struck_price', message: 'The struck price (₹99) must be at least the price (₹449).' },
      { line: 5, column: 'category', message: "No category has the slug 'sarees'. Add it on the Categories page first, or use one that exists." },
    ]);
    expect(r.body.data).toMatchObject({ rows: 4, creates: 1 });
    expect(await counts()).toEqual(before);
  });

  test('an empty body or a file too big for one check is refused with a reason', async () => {
    const empty = await post('/api/admin/catalog/import-dry-run', { csv: '' }, as());
    expect([empty.status, empty.body.errors]).toEqual([400, [{ path: 'csv', message: 'The file is empty: choose the CSV file to check.' }]]);
    const huge = await post('/api/admin/catalog/import-dry-run', { csv: 'x'.repeat(2 * 1024 * 1024 + 10) }, as());
    expect([huge.status, huge.body.errors]).toEqual([400, [{ path: 'csv', message: 'The CSV file is over 2 MB: split it into smaller files.' }]]);
  });

  test('applying a clean plan hands each product to the write service in one transaction with one audit row; a failure writes nothing', async () => {
    const csv = (await followExport('/api/admin/catalog/export', as().headers)).text.split('\r\n');
    const file = [csv[0], csv[1], csv[1]!.replace(/^ankle-length-cotton-leggings,Ankle Length Cotton Leggings,/, 'festive-leggings,Festive Leggings,')].join('\r\n');
    const { plan } = await dryRunCatalogImport(file);
    expect(plan).not.toBeNull();
    const staff = { id: manager.id, email: manager.email, name: manager.name, role: manager.role };
    const ctx = { staff, requestId: null, clientAddress: null };
    const before = await counts();
    const seen: string[] = [];
    const done = await applyCatalogImport(ctx, plan!, async (_tx, p, isNew) => {
      seen.push(`${p.slug} ${isNew ? 'new' : 'update'} ${p.colours[0]!.sizes[0]!.pricePaise}`);
    });
    expect(done).toEqual({ creates: 1, updates: 1 });
    expect(seen).toEqual(['ankle-length-cotton-leggings update 44900', 'festive-leggings new 44900']);
    const after = await counts();
    expect([after.version - before.version, after.audit - before.audit]).toEqual([1, 1]);
    const failing = applyCatalogImport(ctx, plan!, async () => {
      throw new Error('the write service refused');
    });
    await expect(failing).rejects.toThrow('the write service refused');
    expect(await counts()).toEqual(after);
  });
});
