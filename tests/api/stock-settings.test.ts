import { beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents } from '../../src/server/platform/db/schema';
import { loadListing } from '../../src/server/catalog/listing';
import { applyListing, parseListingQuery } from '../../src/lib/listing/listing';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

let owner: TestStaff;
let manager: TestStaff;
let packer: TestStaff;

/** The demo's Churidar subcategory of Leggings: three products, in the merchant's order. */
const churidar = { kind: 'category', categorySlug: 'leggings', subcategorySlug: 'churidar' } as const;
const listing = async (search: string) => applyListing((await loadListing(churidar))!, parseListingQuery(new URLSearchParams(search)));
const slugs = async (search: string) => (await listing(search)).items.map((i) => i.summary.slug);

/** Every size of a product set to the given counts. */
async function shelve(slug: string, onHand: number, reserved = 0) {
  const db = await getDb();
  await db.execute(sql`insert into size_stock (size_id, on_hand, reserved)
    select s.id, ${onHand}, ${reserved} from sizes s join color_variants v on v.id = s.color_variant_id join products p on p.id = v.product_id where p.slug = ${slug}
    on conflict (size_id) do update set on_hand = excluded.on_hand, reserved = excluded.reserved`);
}

const save = (who: TestStaff, body: unknown) => post('/api/admin/stock/settings', body, { headers: consoleHeaders(who.cookie) });

beforeAll(async () => {
  owner = await newStaff('owner');
  manager = await newStaff('manager');
  packer = await newStaff('fulfilment');
  await shelve('churidar-leggings', 12);
  // Everything it had is held by open orders: nothing sellable, though some is on the shelf.
  await shelve('extra-long-churidar-leggings', 3, 3);
  await shelve('churidar-leggings-combo-pack-of-2', 0);
});

describe('sold-out products and listings', () => {
  test('by default every product is listed, and the In stock filter counts only what can be sold', async () => {
    expect(await slugs('')).toEqual(['churidar-leggings', 'extra-long-churidar-leggings', 'churidar-leggings-combo-pack-of-2']);
    const stock = (await listing('')).facets.find((f) => f.param === 'stock')!;
    expect(stock.values.map((v) => `${v.label} ${v.count}`)).toEqual(['In stock 1']);
    expect(await slugs('stock=in-stock')).toEqual(['churidar-leggings']);
  });

  test('a manager turns on hiding sold-out products: listings and search leave them out at once, with one audit row', async () => {
    expect((await get('/api/admin/stock/settings', { headers: consoleHeaders(packer.cookie) })).body.data).toEqual({ hideSoldOut: false });
    const r = await save(manager, { hideSoldOut: true });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Saved. Listings now leave out sold-out products.');
    expect(await slugs('')).toEqual(['churidar-leggings']);
    const found = (await loadListing({ kind: 'search', term: 'churidar' }))!.map((i) => i.summary.slug);
    expect(found).toContain('churidar-leggings');
    expect(found).not.toContain('extra-long-churidar-leggings');
    expect(found).not.toContain('churidar-leggings-combo-pack-of-2');
    const audits = await (await getDb()).select().from(auditEvents).where(eq(auditEvents.action, 'stock.settings'));
    expect(audits.map((a) => [a.staffId, a.before, a.after])).toEqual([[manager.id, { hideSoldOut: false }, { hideSoldOut: true }]]);

    // A restock brings a product back without touching the setting.
    await shelve('churidar-leggings-combo-pack-of-2', 4);
    expect(await slugs('')).toEqual(['churidar-leggings', 'churidar-leggings-combo-pack-of-2']);

    expect((await save(owner, { hideSoldOut: false })).body.message).toBe('Saved. Listings now show sold-out products too.');
    expect(await slugs('')).toEqual(['churidar-leggings', 'extra-long-churidar-leggings', 'churidar-leggings-combo-pack-of-2']);
  });

  test('fulfilment staff cannot change it, and a value that is not true or false is a 400', async () => {
    expect((await save(packer, { hideSoldOut: true })).status).toBe(403);
    const bad = await save(owner, { hideSoldOut: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('Hide sold-out products must be on or off');
    expect((await get('/api/admin/stock/settings', { headers: consoleHeaders(owner.cookie) })).body.data).toEqual({ hideSoldOut: false });
  });
});
