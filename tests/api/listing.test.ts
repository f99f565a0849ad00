import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { insertOrder } from '../fixtures/orders';
import { getDb } from '../../src/server/platform/db/client';
import { orderItems, products } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { bumpCatalogVersion, VERSION_CHECK_MS } from '../../src/server/platform/db/catalog-version';
import { moveClock } from '../../src/server/platform/clock';
import { forgetUnitsSold, loadListing } from '../../src/server/catalog/listing';
import { applyListing, parseListingQuery } from '../../src/lib/listing/listing';

useTestDatabase();

/** The demo's Churidar subcategory of Leggings: three products, in the merchant's order. */
const churidar = { kind: 'category', categorySlug: 'leggings', subcategorySlug: 'churidar' } as const;
const slugs = async (search: string) => applyListing((await loadListing(churidar))!, parseListingQuery(new URLSearchParams(search))).items.map((i) => i.summary.slug);

async function sell(slug: string, quantity: number, status = 2): Promise<void> {
  const db = await getDb();
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  const orderId = await insertOrder({ status, paymentMethod: 1, paymentStatus: 2 });
  await db.insert(orderItems).values({
    id: newId(),
    orderId,
    position: 1,
    productId: p!.id,
    colorVariantId: newId(),
    sizeName: 'M',
    quantity,
    unitPricePaise: 39_900,
    lineTotalPaise: 39_900 * quantity,
    productName: slug,
    productSlug: slug,
    categoryName: 'Leggings',
    image: '/img/x.svg',
    colorName: 'Black',
    colorCode: '#1c1c1c',
    weightGrams: 100,
  });
}

describe('listing data from the database', () => {
  test('the merchant order, and an unknown category or subcategory is undefined', async () => {
    expect(await slugs('')).toEqual(['churidar-leggings', 'extra-long-churidar-leggings', 'churidar-leggings-combo-pack-of-2']);
    expect(await loadListing({ kind: 'category', categorySlug: 'sarees' })).toBeUndefined();
    expect(await loadListing({ kind: 'category', categorySlug: 'leggings', subcategorySlug: 'sarees' })).toBeUndefined();
  });

  test('best sellers follow units sold in orders that were not cancelled', async () => {
    // The demo's reviews are of delivered demo orders, one piece each: 8, 7 and 6 sold already.
    forgetUnitsSold();
    const unitsSold = async () => Object.fromEntries((await loadListing(churidar))!.map((i) => [i.summary.slug, i.unitsSold]));
    expect(await unitsSold()).toEqual({ 'churidar-leggings': 8, 'extra-long-churidar-leggings': 7, 'churidar-leggings-combo-pack-of-2': 6 });
    await sell('churidar-leggings-combo-pack-of-2', 5);
    await sell('extra-long-churidar-leggings', 3);
    // A cancelled order of 9 does not count.
    await sell('extra-long-churidar-leggings', 9, 5);
    forgetUnitsSold();
    expect(await slugs('sort=best-sellers')).toEqual(['churidar-leggings-combo-pack-of-2', 'extra-long-churidar-leggings', 'churidar-leggings']);
    expect(await unitsSold()).toEqual({ 'churidar-leggings': 8, 'extra-long-churidar-leggings': 10, 'churidar-leggings-combo-pack-of-2': 11 });
  });

  test('newest follows when the product was added', async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.update(products).set({ createdAt: new Date('2026-11-20T10:00:00Z') }).where(eq(products.slug, 'extra-long-churidar-leggings'));
      await tx.update(products).set({ createdAt: new Date('2026-11-21T10:00:00Z') }).where(eq(products.slug, 'churidar-leggings-combo-pack-of-2'));
      await tx.update(products).set({ createdAt: new Date('2026-10-01T10:00:00Z') }).where(eq(products.slug, 'churidar-leggings'));
      await bumpCatalogVersion(tx);
    });
    // Each instance looks at the catalog version at most every 400 ms: the clock moves past that.
    moveClock(VERSION_CHECK_MS);
    expect(await slugs('sort=newest')).toEqual(['churidar-leggings-combo-pack-of-2', 'extra-long-churidar-leggings', 'churidar-leggings']);
  });

  test('a search listing keeps its rank under relevance and pages through every match', async () => {
    const items = (await loadListing({ kind: 'search', term: 'churidar' }))!;
    expect(items.map((i) => i.summary.slug)).toEqual(['churidar-leggings', 'extra-long-churidar-leggings', 'churidar-leggings-combo-pack-of-2']);
    const all = (await loadListing({ kind: 'all' }))!;
    expect(all.length).toBe(51);
    expect(applyListing(all, parseListingQuery(new URLSearchParams('page=3')))).toMatchObject({ page: 3, pages: 3, total: 51 });
  });
});
