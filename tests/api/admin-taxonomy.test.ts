import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, get, patch, post } from '../support/api';
import { useTestDatabase } from '../support/db';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { makePhoto } from '../fixtures/photos';
import { VERSION_CHECK_MS } from '../../src/server/platform/db/catalog-version';
import { moveClock } from '../../src/server/platform/clock';
import { resetEnvForTests } from '../../src/server/platform/env';
import { AN_ID } from '../support/ids';

// Uploads go to a store of this file's own.
resetEnvForTests({ MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'kanmani-media-')), MEDIA_STORE: 'disk' });
useTestDatabase();

let manager: TestStaff;
let owner: TestStaff;
const as = (s: TestStaff) => ({ headers: consoleHeaders(s.cookie) });
const put = (path: string, body: unknown, s: TestStaff) => call('PUT', path, { body, ...as(s) });
const del = (path: string, s: TestStaff) => call('DELETE', path, { body: {}, ...as(s) });
/** Each instance checks the catalog version at most every 400 ms: past that, a write shows. */
const versionCheck = () => moveClock(VERSION_CHECK_MS);

async function auditRows(entity: string) {
  const r = await get(`/api/admin/audit?entity=${entity}`, as(owner));
  expect(r.status).toBe(200);
  return r.body.data.rows as { action: string; staffEmail: string; before: unknown; after: unknown }[];
}

/** A tile image uploaded as the console does, before the forms save it. */
let IMG: string;

beforeAll(async () => {
  manager = await newStaff('manager');
  owner = await newStaff('owner');
  const r = await call('POST', '/api/admin/images', { rawBody: await makePhoto('jpeg', 800, 1000), headers: { ...consoleHeaders(manager.cookie), 'content-type': 'image/jpeg' } });
  expect(r.status).toBe(201);
  IMG = r.body.data.image;
});

describe('categories and subcategories', () => {
  test('the manager adds a category; the shop lists it within a second; the audit log names the manager', async () => {
    const r = await post('/api/admin/categories', { name: 'Night Wear', slug: 'night-wear', image: IMG, productSlug: 'ankle-length-cotton-leggings', position: 7 }, as(manager));
    expect([r.status, r.body.message]).toEqual([201, 'Category Night Wear added.']);
    versionCheck();
    const list = await get('/api/web/category/list');
    expect(list.body.data.map((c: { categorySlug: string }) => c.categorySlug)).toContain('night-wear');
    const rows = await auditRows('category');
    expect(rows[0]).toMatchObject({ action: 'category.create', staffEmail: manager.email, after: { name: 'Night Wear', slug: 'night-wear', position: 7 } });
  });

  test('each field says what is wrong with it', async () => {
    const r = await post('/api/admin/categories', { name: ' ', slug: 'Night Wear', image: 'https://evil.example/x.png', productSlug: 'no-such-thing!', position: -1 }, as(manager));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { path: 'name', message: 'Enter the category name.' },
      { path: 'slug', message: 'Use lowercase letters, digits and single hyphens, like ankle-leggings.' },
      { path: 'image', message: 'Upload an image: a JPEG, PNG, WebP or AVIF file at least 600 px wide.' },
      { path: 'productSlug', message: 'Use lowercase letters, digits and single hyphens, like ankle-leggings.' },
      { path: 'position', message: 'Use a position of 0 or more.' },
    ]);
    const traversal = await post('/api/admin/categories', { name: 'Sneaky', slug: 'sneaky', image: '/media/../secret.png' }, as(manager));
    expect(traversal.body.errors).toEqual([{ path: 'image', message: 'Upload an image: a JPEG, PNG, WebP or AVIF file at least 600 px wide.' }]);
    const typedPath = await post('/api/admin/categories', { name: 'Typed', slug: 'typed', image: '/img/g-leggings-5b2a86-front.svg' }, as(manager));
    expect(typedPath.body.errors).toEqual([{ path: 'image', message: 'Upload an image: a JPEG, PNG, WebP or AVIF file at least 600 px wide.' }]);
    const neverUploaded = await post('/api/admin/categories', { name: 'Ghost', slug: 'ghost', image: '/media/0123456789abcdef0123456789abcdef-800x1000.webp' }, as(manager));
    expect([neverUploaded.status, neverUploaded.body.errors]).toEqual([400, [{ path: 'image', message: 'This image is not among the uploaded ones. Upload it again.' }]]);
    const unknownProduct = await post('/api/admin/categories', { name: 'Sneaky', slug: 'sneaky', image: IMG, productSlug: 'no-such-product' }, as(manager));
    expect([unknownProduct.status, unknownProduct.body.errors]).toEqual([400, [{ path: 'productSlug', message: "No product has the slug 'no-such-product'." }]]);
    const taken = await post('/api/admin/categories', { name: 'Leggings Again', slug: 'leggings', image: IMG }, as(manager));
    expect([taken.status, taken.body.message]).toEqual([409, "The category Leggings already uses the slug 'leggings'. Choose another slug."]);
  });

  test('a category with products cannot be deleted: 409 says how many and what to do', async () => {
    const list = await get('/api/admin/categories', as(manager));
    const leggings = list.body.data.categories.find((c: { slug: string }) => c.slug === 'leggings');
    expect(leggings.productCount).toBe(9);
    const r = await del(`/api/admin/categories/${leggings.id}`, manager);
    expect([r.status, r.body.message]).toEqual([409, 'The category Leggings still has 9 products. Move them to another category or delete them first.']);
    const sub = leggings.subcategories.find((s: { slug: string }) => s.slug === 'churidar');
    const subDel = await del(`/api/admin/subcategories/${sub.id}`, manager);
    expect([subDel.status, subDel.body.message]).toEqual([409, 'The subcategory Churidar still has 3 products. Move them to another subcategory or delete them first.']);
  });

  test('a category the menu opens cannot be deleted until the menu item goes', async () => {
    const made = await post('/api/admin/categories', { name: 'Linked', slug: 'linked', image: IMG }, as(manager));
    const menu = (await get('/api/admin/menu', as(manager))).body.data;
    await put('/api/admin/menu', { items: [...menu.items, { label: 'Linked', link: { kind: 'category', slug: 'linked' } }] }, manager);
    const r = await del(`/api/admin/categories/${made.body.data.id}`, manager);
    expect([r.status, r.body.message]).toEqual([409, 'The menu item Linked opens the category Linked. Change or remove that menu item first.']);
    await put('/api/admin/menu', { items: menu.items }, manager);
    const again = await del(`/api/admin/categories/${made.body.data.id}`, manager);
    expect([again.status, again.body.message]).toEqual([200, 'Category deleted.']);
  });

  test('an empty category goes with its subcategories; renaming its slug moves its collection tiles along', async () => {
    const made = await post('/api/admin/categories', { name: 'Sarees', slug: 'sarees', image: IMG, position: 9 }, as(manager));
    const id = made.body.data.id as string;
    const sub = await post(`/api/admin/categories/${id}/subcategories`, { name: 'Silk', slug: 'silk', image: IMG }, as(manager));
    expect([sub.status, sub.body.message]).toEqual([201, 'Subcategory Silk added.']);
    const dup = await post(`/api/admin/categories/${id}/subcategories`, { name: 'Silk Again', slug: 'silk', image: IMG }, as(manager));
    expect([dup.status, dup.body.message]).toEqual([409, "The subcategory Silk of this category already uses the slug 'silk'. Choose another slug."]);
    const tile = await post('/api/admin/collections', { label: 'Saree Edit', image: IMG, link: { kind: 'category', slug: 'sarees' }, position: 0 }, as(manager));
    expect(tile.status).toBe(201);
    const renamed = await patch(`/api/admin/categories/${id}`, { name: 'Sarees', slug: 'silk-sarees', image: IMG, position: 9 }, as(manager));
    expect([renamed.status, renamed.body.message]).toEqual([200, 'Category Sarees saved.']);
    versionCheck();
    const collections = await get('/api/web/category/collections');
    expect(collections.body.data.find((c: { label: string }) => c.label === 'Saree Edit')).toMatchObject({ slug: 'silk-sarees', productId: null });
    const blocked = await del(`/api/admin/categories/${id}`, manager);
    expect([blocked.status, blocked.body.message]).toEqual([409, 'The collection Saree Edit opens the category Sarees. Change or remove that collection first.']);
    await del(`/api/admin/collections/${tile.body.data.id}`, manager);
    const gone = await del(`/api/admin/categories/${id}`, manager);
    expect(gone.status).toBe(200);
    versionCheck();
    const subs = await get('/api/web/subcategory/list?slug=silk-sarees');
    expect(subs.status).toBe(404);
    expect((await auditRows('category')).map((r) => r.action).slice(0, 3)).toEqual(['category.delete', 'category.update', 'category.create']);
  });
});

describe('collections', () => {
  test('a collection opens a product or a category; a wrong link names the field', async () => {
    const r = await post('/api/admin/collections', { label: 'Winter Warmers', image: IMG, link: { kind: 'product', slug: 'ankle-length-cotton-leggings' }, position: 0 }, as(manager));
    expect(r.status).toBe(201);
    versionCheck();
    const list = await get('/api/web/category/collections');
    const tile = list.body.data.find((c: { label: string }) => c.label === 'Winter Warmers');
    expect(tile).toMatchObject({ slug: 'ankle-length-cotton-leggings', img: IMG });
    expect(tile.productId).toMatch(AN_ID);
    const bad = await post('/api/admin/collections', { label: 'X', image: IMG, link: { kind: 'category', slug: 'nothing-here' } }, as(manager));
    expect([bad.status, bad.body.errors]).toEqual([400, [{ path: 'link.slug', message: "No category has the slug 'nothing-here'." }]]);
    const noKind = await post('/api/admin/collections', { label: 'X', image: IMG, link: { kind: 'blog', slug: 'x' } }, as(manager));
    expect(noKind.body.errors).toEqual([{ path: 'link.kind', message: 'Choose what the tile opens: a category or a product.' }]);
    expect((await auditRows('collection'))[0]).toMatchObject({ action: 'collection.create', after: { label: 'Winter Warmers', link: 'product ankle-length-cotton-leggings' } });
  });
});

describe('the header menu', () => {
  test('the manager reorders the menu and its sub-menu; the shop follows within a second; the audit row keeps both orders', async () => {
    const before = (await get('/api/admin/menu', as(manager))).body.data;
    const labels = before.items.map((i: { label: string }) => i.label);
    expect(labels.slice(0, 3)).toEqual(['All Categories', 'Leggings', 'Pants']);
    const [all, leggings, pants, ...rest] = before.items;
    leggings.subItems.reverse();
    const r = await put('/api/admin/menu', { items: [pants, all, leggings, ...rest] }, manager);
    expect([r.status, r.body.message]).toEqual([200, 'Menu saved. The shop shows it within a second.']);
    versionCheck();
    const shop = await get('/api/web/category/header/menu');
    expect(shop.body.data.slice(0, 3).map((m: { menu: string }) => m.menu)).toEqual(['Pants', 'All Categories', 'Leggings']);
    expect(shop.body.data[2].subMenu.map((s: { name: string }) => s.name)).toEqual([...before.items[1].subItems.map((s: { name: string }) => s.name)]);
    expect(shop.body.data[0]._id).toBe(pants.id);
    const rows = await auditRows('menu');
    expect(rows[0]).toMatchObject({ action: 'menu.save', staffEmail: manager.email });
    expect((rows[0]!.after as { items: string[] }).items[0]).toMatch(/^Pants \(/);
    expect((rows[0]!.before as { items: string[] }).items[0]).toBe('All Categories');
    await put('/api/admin/menu', before, manager);
  });

  test('a product item opens the product; a wrong link names the item', async () => {
    const before = (await get('/api/admin/menu', as(manager))).body.data;
    const r = await put('/api/admin/menu', { items: [...before.items, { label: 'Deals', link: { kind: 'product', slug: 'churidar-leggings' } }] }, manager);
    expect(r.status).toBe(200);
    versionCheck();
    const shop = await get('/api/web/category/header/menu');
    expect(shop.body.data.at(-1)).toMatchObject({ menu: 'Deals', path: '/product/churidar-leggings', slug: 'churidar-leggings', subMenu: [] });
    const bad = await put('/api/admin/menu', { items: [{ label: 'Broken', link: { kind: 'page', path: 'https://evil.example' }, subItems: [{ name: 'X', productSlug: 'nope' }] }] }, manager);
    expect([bad.status, bad.body.errors]).toEqual([400, [{ path: 'items.0.link.path', message: 'Use a path on this site, like /categories or /faqs.' }]]);
    const noProduct = await put('/api/admin/menu', { items: [{ label: 'Broken', link: { kind: 'page', path: '/faqs' }, subItems: [{ name: 'X', productSlug: 'nope' }] }] }, manager);
    expect([noProduct.status, noProduct.body.errors]).toEqual([400, [{ path: 'items.0.subItems.0.productSlug', message: "No product has the slug 'nope'." }]]);
    await put('/api/admin/menu', before, manager);
  });
});

describe('shipping rate tiers', () => {
  const card = [
    { weightInGrams: 999, onlinePaymentRate: 39, codRate: 99 },
    { weightInGrams: 1499, onlinePaymentRate: 59, codRate: 119 },
    { weightInGrams: 5000, onlinePaymentRate: 129.5, codRate: 199 },
  ];

  test('a saved rate card prices the cart within a second; the last ceiling is the heaviest parcel', async () => {
    const r = await put('/api/admin/shipping-tiers', { tiers: card }, manager);
    expect([r.status, r.body.message]).toEqual([200, 'Shipping rates saved. Checkout uses them within a second.']);
    versionCheck();
    const cost = await post('/api/web/order/shipping-cost', { weight: 4200 });
    expect(cost.body.data).toEqual({ cod: 199, onlinePayment: 129.5, weight: 4200, codFee: 0, freeShipping: null });
    const heavy = await post('/api/web/order/shipping-cost', { weight: 5001 });
    expect([heavy.status, heavy.body.message]).toEqual([422, 'This order weighs 5.001 kg, more than the 5 kg we can ship in one parcel. Remove some items or split them into two orders.']);
    const listed = await get('/api/admin/shipping-tiers', as(manager));
    expect(listed.body.data.tiers).toEqual(card);
    expect((await auditRows('shipping_tiers'))[0]).toMatchObject({ action: 'shipping_tiers.save', after: { tiers: ['up to 999 g: online ₹39, COD ₹99', 'up to 1499 g: online ₹59, COD ₹119', 'up to 5000 g: online ₹129.5, COD ₹199'] } });
  });

  test('tiers must rise in weight: the message names the row', async () => {
    const r = await put('/api/admin/shipping-tiers', { tiers: [card[0], card[2], card[1]] }, manager);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'tiers.2.weightInGrams', message: "Row 3: the weight ceiling (1,499 g) must be more than row 2's (5,000 g). Tiers rise in weight." }]);
    const same = await put('/api/admin/shipping-tiers', { tiers: [card[0], card[0]] }, manager);
    expect(same.body.errors).toEqual([{ path: 'tiers.1.weightInGrams', message: "Row 2: the weight ceiling (999 g) must be more than row 1's (999 g). Tiers rise in weight." }]);
  });

  test('each field says what is wrong, naming the row', async () => {
    const r = await put('/api/admin/shipping-tiers', { tiers: [card[0], { weightInGrams: 1500.5, onlinePaymentRate: -1, codRate: 10.555 }] }, manager);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('The rate card was not saved. Row 2: Enter the weight ceiling in whole grams.');
    expect(r.body.errors).toEqual([
      { path: 'tiers.1.weightInGrams', message: 'Row 2: Enter the weight ceiling in whole grams.' },
      { path: 'tiers.1.onlinePaymentRate', message: 'Row 2: The online rate cannot be negative.' },
      { path: 'tiers.1.codRate', message: 'Row 2: Enter the COD rate in rupees with at most 2 decimals.' },
    ]);
    const missing = await put('/api/admin/shipping-tiers', { tiers: [{ weightInGrams: 0 }] }, manager);
    expect(missing.body.errors).toEqual([
      { path: 'tiers.0.weightInGrams', message: 'Row 1: Use a weight ceiling of at least 1 g.' },
      { path: 'tiers.0.onlinePaymentRate', message: 'Row 1: Enter the online rate in rupees.' },
      { path: 'tiers.0.codRate', message: 'Row 1: Enter the COD rate in rupees.' },
    ]);
    const none = await put('/api/admin/shipping-tiers', { tiers: [] }, manager);
    expect(none.body.errors).toEqual([{ path: 'tiers', message: 'Keep at least one rate tier: without one no order can be shipped.' }]);
    const listed = await get('/api/admin/shipping-tiers', as(manager));
    expect(listed.body.data.tiers).toEqual(card);
  });
});
