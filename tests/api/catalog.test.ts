import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import type { ProductDetail, ProductSummary } from '../../src/lib/catalog-types';
import { AN_ID } from '../support/ids';

useTestDatabase();

describe('catalog API', () => {
  test('the product list answers in the envelope with the demo catalog', async () => {
    const r = await get<{ status: number; message: string; data: ProductSummary[] }>('/api/web/product/list');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(40);
    const p = r.body.data[0]!;
    expect(p._id).toMatch(AN_ID);
    expect(typeof p.price).toBe('number');
    expect(p.categoryName).toBeTruthy();
    expect(r.headers.get('cache-control')).toContain('public');
  });

  test('a product is found by slug and by id with variants, sizes, offers and ratings', async () => {
    const list = (await get('/api/web/product/list')).body.data as ProductSummary[];
    const first = list[0]!;
    const bySlug = await get<{ data: ProductDetail }>(`/api/web/product/slug/${first.slug}`);
    expect(bySlug.status).toBe(200);
    const detail = bySlug.body.data;
    expect(detail.colorVariants.length).toBeGreaterThan(0);
    expect(detail.colorVariants[0]!.sizes[0]!.weight).toBeGreaterThan(0);
    expect(Array.isArray(detail.colorVariants[0]!.sizes[0]!.offers)).toBe(true);
    expect(Array.isArray(detail.defaultOffers)).toBe(true);
    expect(Array.isArray(detail.ratings)).toBe(true);
    const byId = await get<{ data: ProductDetail }>(`/api/web/product/detail/${first._id}`);
    expect(byId.body.data.slug).toBe(first.slug);
  });

  test('unknown ids and slugs are 404s with a message; malformed ones are 400s naming the field', async () => {
    const missingId = await get('/api/web/product/detail/0123456789abcdef01234567');
    expect(missingId.status).toBe(404);
    expect(missingId.body.message).toMatch(/No product/);
    const badId = await get('/api/web/product/detail/not-an-id');
    expect(badId.status).toBe(400);
    expect(badId.body.errors[0].path).toBe('id');
    expect((await get('/api/web/product/slug/no-such-product')).status).toBe(404);
    expect((await get('/api/web/product/slug/Bad%20Slug!')).status).toBe(400);
    expect((await get('/api/web/product/category/no-such-category')).status).toBe(404);
  });

  test('the catalog services answer "nothing" for what is missing; the API turns it into a 404 that names it', async () => {
    const catalog = await import('../../src/server/catalog');
    expect(await catalog.getProductBySlug('no-such-product')).toBeUndefined();
    expect(await catalog.getProductById('0123456789abcdef01234567')).toBeUndefined();
    expect(await catalog.getCategoryBySlug('no-such-category')).toBeUndefined();
    expect(await catalog.listSubcategories('no-such-category')).toBeUndefined();
    expect(await catalog.listProductsByCategory('leggings', 'no-such-style')).toBeUndefined();
    const noSub = await get('/api/web/product/category/leggings?subcategory=no-such-style');
    expect(noSub.status).toBe(404);
    expect(noSub.body).toMatchObject({ status: 404, message: 'The category "Leggings" has no subcategory "no-such-style".', data: {} });
    const noCategory = await get('/api/web/subcategory/list?slug=no-such-category');
    expect(noCategory.status).toBe(404);
    expect(noCategory.body.message).toBe('No category is called "no-such-category". See /api/web/category/list for the categories we have.');
  });

  test('categories, subcategories, menu and collections follow the spec field names', async () => {
    const cats = (await get('/api/web/category/list')).body.data;
    expect(cats.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Leggings', 'Pants', 'Shapewear', 'Inner Wear', 'Boxer Shorts', 'Kids']),
    );
    const leggings = cats.find((c: { categorySlug: string }) => c.categorySlug === 'leggings');
    expect(leggings).toMatchObject({ isSubcategoryPresent: true, isSubCategoryPresent: true });
    const subs = await get('/api/web/subcategory/list?slug=leggings');
    expect(subs.status).toBe(200);
    expect(subs.body.data[0]).toHaveProperty('productSlug');
    expect((await get('/api/web/subcategory/list')).status).toBe(400);
    const menu = (await get('/api/web/category/header/menu')).body.data;
    const withSubs = menu.find((m: { subMenu: unknown[] }) => m.subMenu.length > 0);
    expect(withSubs.subMenu[0].productId.slug).toBeTruthy();
    const cols = await get('/api/web/category/collections');
    expect(cols.status).toBe(200);
    expect(cols.body.data[0]).toHaveProperty('label');
  });

  test('products of a category, optionally narrowed to a subcategory', async () => {
    const all = (await get('/api/web/product/category/leggings')).body.data as ProductSummary[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => p.categoryId.slug === 'leggings')).toBe(true);
    const sub = all.find((p) => p.subCategoryId)!.subCategoryId!;
    const narrowed = (await get(`/api/web/product/category/leggings?subCategoryId=${sub._id}`)).body.data as ProductSummary[];
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((p) => p.subCategoryId?._id === sub._id)).toBe(true);
  });

  test('search matches name, category and subcategory, forgives a typo and validates its query', async () => {
    const leg = await get('/api/web/product/search?q=LEG');
    expect(leg.status).toBe(200);
    expect(leg.body.data.length).toBe(6);
    const typo = await get('/api/web/product/search?q=legings&limit=3');
    expect(typo.body.data.length).toBeGreaterThan(0);
    expect(typo.body.data.length).toBeLessThanOrEqual(3);
    const byCategory = await get('/api/web/product/search?q=shapewear&limit=20');
    expect(byCategory.body.data.every((p: ProductSummary) => /shapewear/i.test(`${p.name} ${p.categoryName} ${p.subCategoryName}`))).toBe(true);
    expect((await get('/api/web/product/search?q=zzzzqqq')).body.data).toEqual([]);
    expect((await get(`/api/web/product/search?q=${'a'.repeat(101)}`)).status).toBe(400);
    for (const limit of ['0', '21', 'abc', '2.5']) {
      const r = await get(`/api/web/product/search?q=leg&limit=${limit}`);
      expect(r.status, `limit=${limit}`).toBe(400);
      expect(r.body.errors[0].path).toBe('limit');
    }
  });

  test('shipping cost follows the tier rule in rupees and refuses bad weights', async () => {
    expect((await post('/api/web/order/shipping-cost', { weight: 999 })).body.data).toEqual({ cod: 99, onlinePayment: 39, weight: 999, codFee: 0, freeShipping: null });
    expect((await post('/api/web/order/shipping-cost', { weight: 1000 })).body.data).toEqual({ cod: 119, onlinePayment: 59, weight: 1000, codFee: 0, freeShipping: null });
    expect((await post('/api/web/order/shipping-cost', { weight: 10000 })).body.data).toEqual({ cod: 220, onlinePayment: 149, weight: 10000, codFee: 0, freeShipping: null });
    expect((await post('/api/web/order/shipping-cost', { weight: 0 })).body.data).toEqual({ cod: 0, onlinePayment: 0, weight: 0, codFee: 0, freeShipping: null });
    const heavy = await post('/api/web/order/shipping-cost', { weight: 10001 });
    expect(heavy.status).toBe(422);
    // The same words order/create uses for the same parcel (tests/api/order-shipping.test.ts).
    expect(heavy.body.message).toBe('This order weighs 10.001 kg, more than the 10 kg we can ship in one parcel. Remove some items or split them into two orders.');
    expect(heavy.body.data).toEqual({ totalWeight: 10001, maxWeight: 10000 });
    expect((await post('/api/web/order/shipping-cost', { weight: -1 })).status).toBe(400);
    expect((await post('/api/web/order/shipping-cost', { weight: '12' })).status).toBe(400);
    const notJson = await call('POST', '/api/web/order/shipping-cost', { rawBody: '{weight:', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/not valid JSON/);
    const big = await call('POST', '/api/web/order/shipping-cost', {
      rawBody: JSON.stringify({ weight: 1, pad: 'x'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    const wrongType = await call('POST', '/api/web/order/shipping-cost', { rawBody: 'weight=1', headers: { 'content-type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
  });

  test('health and readiness', async () => {
    expect((await get('/healthz')).status).toBe(200);
    expect((await get('/readyz')).status).toBe(200);
  });
});
