import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { desc } from 'drizzle-orm';
import { call, get, patch, post } from '../support/api';
import { useTestDatabase } from '../support/db';
import { getDb } from '../../src/server/platform/db/client';
import { seedId } from '../../src/server/platform/db/ids';
import { auditEvents, catalogVersion } from '../../src/server/platform/db/schema';
import { VERSION_CHECK_MS } from '../../src/server/platform/db/catalog-version';
import { moveClock } from '../../src/server/platform/clock';
import { resetEnvForTests } from '../../src/server/platform/env';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { makeOversizedJpeg, makePhoto } from '../fixtures/photos';

// A store of this file's own, so the files each upload leaves can be counted.
const MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'kanmani-media-'));
resetEnvForTests({ MEDIA_DIR, MEDIA_STORE: 'disk' });
useTestDatabase();

let manager: TestStaff;
const as = (s: TestStaff) => ({ headers: consoleHeaders(s.cookie) });
const upload = (bytes: Uint8Array, s: TestStaff | null, type = 'application/octet-stream') =>
  call('POST', '/api/admin/images', { rawBody: bytes, headers: { ...consoleHeaders(s?.cookie), 'content-type': type } });
const files = () => readdirSync(MEDIA_DIR).filter((f) => !f.endsWith('.tmp')).sort();
const version = async () => (await (await getDb()).select({ v: catalogVersion.version }).from(catalogVersion))[0]!.v;
const lastAudit = async () => (await (await getDb()).select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]!;
const versionCheck = () => moveClock(VERSION_CHECK_MS);

beforeAll(async () => {
  manager = await newStaff('manager');
});

describe('uploading a category, collection or size chart image', () => {
  test('a 1200 x 900 JPEG is made into AVIF and WebP at 320, 640, 960 and 1200 px; the answer is the reference to save; the shop is unchanged until then', async () => {
    const v0 = await version();
    const r = await upload(await makePhoto('jpeg', 1200, 900, '#1b7a7a'), manager, 'image/jpeg');
    expect([r.status, r.body.message]).toEqual([201, 'Image uploaded. Save to show it in the shop.']);
    const image: string = r.body.data.image;
    expect(image).toMatch(/^\/media\/[0-9a-f]{32}-1200x900\.webp$/);
    expect(r.body.data).toMatchObject({ width: 1200, height: 900 });
    const hash = image.slice(7, 39);
    expect(files().filter((f) => f.startsWith(hash))).toEqual([
      `${hash}-1200.avif`, `${hash}-1200.webp`, `${hash}-320.avif`, `${hash}-320.webp`,
      `${hash}-640.avif`, `${hash}-640.webp`, `${hash}-960.avif`, `${hash}-960.webp`, `${hash}.source`,
    ]);
    const avif = await call('GET', `/media/${hash}-640.avif`);
    expect([avif.status, avif.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect(await version()).toBe(v0);
    expect(await lastAudit()).toMatchObject({ action: 'image.upload', entity: 'image', entityId: hash, staffEmail: manager.email, after: { image } });
  });

  test('a text file, a file over 10 MB and a 599-px image are refused with their reasons, and nothing is kept', async () => {
    const before = files();
    const text = await upload(Buffer.from('Category banner text, not a picture'), manager);
    expect([text.status, text.body.message]).toEqual([415, 'This file is not an image we can use. Upload a JPEG, PNG, WebP or AVIF photo.']);
    const big = await upload(await makeOversizedJpeg(), manager, 'image/jpeg');
    expect([big.status, big.body.message]).toEqual([413, 'This photo is over 10 MB. Upload a smaller file (at most 10 MB), for example exported at a lower quality.']);
    const narrow = await upload(await makePhoto('png', 599, 800), manager, 'image/png');
    expect([narrow.status, narrow.body.message]).toEqual([422, 'This photo is 599 px wide, under the 600 px a shop image needs. Upload one at least 600 px wide.']);
    expect(files()).toEqual(before);
  });

  test('support and fulfilment staff cannot upload; nobody signed out can; the owner can', async () => {
    const photo = await makePhoto('webp', 800, 1000, '#d6246e');
    const before = files();
    expect((await upload(photo, await newStaff('support'), 'image/webp')).status).toBe(403);
    expect((await upload(photo, await newStaff('fulfilment'), 'image/webp')).status).toBe(403);
    expect((await upload(photo, null, 'image/webp')).status).toBe(401);
    expect(files()).toEqual(before);
    expect((await upload(photo, await newStaff('owner'), 'image/webp')).status).toBe(201);
  });
});

describe('saving an uploaded image', () => {
  test('a new category with an uploaded image is listed in the shop with that image', async () => {
    const image = (await upload(await makePhoto('jpeg', 900, 1125, '#5b2a86'), manager, 'image/jpeg')).body.data.image as string;
    const r = await post('/api/admin/categories', { name: 'Lounge Wear', slug: 'lounge-wear', image, position: 8 }, as(manager));
    expect([r.status, r.body.message]).toEqual([201, 'Category Lounge Wear added.']);
    versionCheck();
    const list = await get('/api/web/category/list');
    expect(list.body.data.find((c: { categorySlug: string }) => c.categorySlug === 'lounge-wear')).toMatchObject({ image });
    expect(await lastAudit()).toMatchObject({ action: 'category.create', after: { image } });
  });

  test('a collection tile takes an uploaded image; a reference to an image never uploaded is refused and nothing changes', async () => {
    const image = (await upload(await makePhoto('png', 800, 1000, '#f2a900'), manager, 'image/png')).body.data.image as string;
    const made = await post('/api/admin/collections', { label: 'Lounge Edit', image, link: { kind: 'category', slug: 'lounge-wear' }, position: 9 }, as(manager));
    expect(made.status).toBe(201);
    const v0 = await version();
    const ghost = '/media/ffffffffffffffffffffffffffffffff-800x1000.webp';
    const r = await patch(`/api/admin/collections/${made.body.data.id}`, { label: 'Lounge Edit', image: ghost, link: { kind: 'category', slug: 'lounge-wear' }, position: 9 }, as(manager));
    expect([r.status, r.body.errors]).toEqual([400, [{ path: 'image', message: 'This image is not among the uploaded ones. Upload it again.' }]]);
    expect(await version()).toBe(v0);
    versionCheck();
    const tiles = await get('/api/web/category/collections');
    expect(tiles.body.data.find((c: { label: string }) => c.label === 'Lounge Edit')).toMatchObject({ img: image });
  });

  test("a product's size chart is an uploaded image; the shopper's product answer names it", async () => {
    const sizeChart = (await upload(await makePhoto('png', 1200, 948, '#f7f5f0'), manager, 'image/png')).body.data.image as string;
    const slug = `size-chart-leggings-${Date.now()}`;
    const sizes = [{ name: 'M', price: 450, strikedPrice: 699, weight: 190, offers: [] }];
    const r = await post(
      '/api/admin/products',
      {
        name: 'Size Chart Leggings', slug, type: 2, badge: null, categoryId: seedId('category', 'leggings'), subcategoryId: seedId('subcategory', 'leggings/ankle-length'),
        description: 'Cotton leggings.', specifications: [], sizeChart, videoUrl: null, defaultOffers: [],
        colorVariants: [{ name: 'Black', colorCode: '#1c1c1c', images: [], sizes }], hsn: '6104', published: true,
      },
      as(manager),
    );
    expect(r.status).toBe(201);
    versionCheck();
    const shown = await get(`/api/web/product/slug/${slug}`);
    expect(shown.body.data.sizeChart).toBe(sizeChart);
    expect(sizeChart).toMatch(/^\/media\/[0-9a-f]{32}-1200x948\.webp$/);
  });
});
