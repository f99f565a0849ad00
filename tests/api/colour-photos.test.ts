import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, catalogVersion, colorVariants, products } from '../../src/server/platform/db/schema';
import { resetEnvForTests } from '../../src/server/platform/env';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { makeOversizedJpeg, makePhoto } from '../fixtures/photos';

// A store of this file's own, so the files each upload leaves can be counted.
const MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'kanmani-media-'));
resetEnvForTests({ MEDIA_DIR, MEDIA_STORE: 'disk' });
useTestDatabase();

const SLUG = 'ankle-length-cotton-leggings';
let manager: TestStaff;
let productId: string;
let maroonId: string;
let base: string;

beforeAll(async () => {
  manager = await newStaff('manager');
  const db = await getDb();
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.slug, SLUG));
  productId = p!.id;
  const [maroon] = await db.select({ id: colorVariants.id }).from(colorVariants).where(and(eq(colorVariants.productId, productId), eq(colorVariants.name, 'Maroon')));
  maroonId = maroon!.id;
  base = `/api/admin/products/${productId}/colours/${maroonId}/photos`;
});

const upload = (bytes: Uint8Array, type = 'application/octet-stream') =>
  call('POST', base, { rawBody: bytes, headers: { ...consoleHeaders(manager.cookie), 'content-type': type } });
const maroonPhotos = async () => (await (await getDb()).select({ images: colorVariants.images }).from(colorVariants).where(eq(colorVariants.id, maroonId)))[0]!.images;
const version = async () => (await (await getDb()).select({ v: catalogVersion.version }).from(catalogVersion))[0]!.v;
const lastAudit = async () => (await (await getDb()).select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]!;
const shopperImages = async () => {
  const r = await get(`/api/web/product/slug/${SLUG}`);
  return (r.body.data.colorVariants as { name: string; images: string[] }[]).find((c) => c.name === 'Maroon')!.images;
};

describe('uploading a photo to a colour', () => {
  let first: string;

  test('a 1200 x 1500 JPEG is made into AVIF and WebP at 320, 640, 960 and its own 1200 px, and added last', async () => {
    const before = await maroonPhotos();
    const v0 = await version();
    const r = await upload(await makePhoto('jpeg', 1200, 1500));
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Photo added.');
    first = r.body.data.photo;
    expect(first).toMatch(/^\/media\/[0-9a-f]{32}-1200x1500\.webp$/);
    expect(await maroonPhotos()).toEqual([...before, first]);
    const hash = first.slice(7, 39);
    expect(readdirSync(MEDIA_DIR).filter((f) => f.startsWith(`${hash}-`)).sort()).toEqual([
      `${hash}-1200.avif`, `${hash}-1200.webp`, `${hash}-320.avif`, `${hash}-320.webp`,
      `${hash}-640.avif`, `${hash}-640.webp`, `${hash}-960.avif`, `${hash}-960.webp`,
    ]);
    expect(await version()).toBe(v0 + 1);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'product.photo.add', entity: 'color_variant', entityId: maroonId, staffEmail: manager.email });
    expect(audit.before).toEqual({ images: before });
    expect(audit.after).toEqual({ images: [...before, first] });
    expect(await shopperImages()).toEqual([...before, first]);
  });

  test('its files are served by content address, cached for a year; the reference itself is its 640-px WebP', async () => {
    const hash = first.slice(7, 39);
    const r = await call('GET', `/media/${hash}-640.avif`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/avif');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await call('GET', `/media/${hash}-1600.avif`)).status).toBe(404);
    const plain = await call('GET', first);
    expect([plain.status, plain.headers.get('content-type'), plain.headers.get('content-length')]).toEqual([200, 'image/webp', (await call('GET', `/media/${hash}-640.webp`)).headers.get('content-length')]);
  });

  test('the same photo twice is refused: the colour already has it', async () => {
    const r = await upload(await makePhoto('jpeg', 1200, 1500), 'image/jpeg');
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This photo is already in this colour.');
  });

  test('a text file, a file over 10 MB and a 599-px photo are refused with their reasons and change nothing', async () => {
    const before = await maroonPhotos();
    const v0 = await version();
    const text = await upload(Buffer.from('this is a price list, not a photo'));
    expect([text.status, text.body.message]).toEqual([415, 'This file is not an image we can use. Upload a JPEG, PNG, WebP or AVIF photo.']);
    const big = await upload(await makeOversizedJpeg());
    expect([big.status, big.body.message]).toEqual([413, 'This photo is over 10 MB. Upload a smaller file (at most 10 MB), for example exported at a lower quality.']);
    const narrow = await upload(await makePhoto('png', 599, 800));
    expect([narrow.status, narrow.body.message]).toEqual([422, 'This photo is 599 px wide, under the 600 px a product photo needs. Upload one at least 600 px wide.']);
    expect(await maroonPhotos()).toEqual(before);
    expect(await version()).toBe(v0);
  });

  test('a support member cannot upload', async () => {
    const support = await newStaff('support');
    const r = await call('POST', base, { rawBody: await makePhoto('webp', 800, 1000), headers: { ...consoleHeaders(support.cookie), 'content-type': 'image/webp' } });
    expect(r.status).toBe(403);
  });
});

describe('reordering and removing', () => {
  test('the photos in a new order are saved, bumped and audited; the shopper sees the new first photo', async () => {
    await upload(await makePhoto('webp', 800, 1000, '#1f2a56'));
    const before = await maroonPhotos();
    const order = [before[before.length - 1]!, ...before.slice(0, -1)];
    const v0 = await version();
    const r = await call('PATCH', base, { body: { photos: order }, headers: consoleHeaders(manager.cookie) });
    expect(r.status).toBe(200);
    expect(r.body.data.photos).toEqual(order);
    expect(await maroonPhotos()).toEqual(order);
    expect(await version()).toBe(v0 + 1);
    expect(await lastAudit()).toMatchObject({ action: 'product.photo.reorder', before: { images: before }, after: { images: order } });
    expect((await shopperImages())[0]).toBe(order[0]);
  });

  test('an order that is not the same photos (a page out of date) is refused', async () => {
    const now = await maroonPhotos();
    const r = await call('PATCH', base, { body: { photos: now.slice(1) }, headers: consoleHeaders(manager.cookie) });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe("This colour's photos changed since the page loaded. Reload the page and try again.");
    expect(await maroonPhotos()).toEqual(now);
  });

  test('removing a photo takes it off the list and is audited', async () => {
    const before = await maroonPhotos();
    const gone = before[0]!;
    const r = await post(`${base}/remove`, { photo: gone }, { headers: consoleHeaders(manager.cookie) });
    expect(r.status).toBe(200);
    expect(await maroonPhotos()).toEqual(before.slice(1));
    expect(await lastAudit()).toMatchObject({ action: 'product.photo.remove', entityId: maroonId, after: { images: before.slice(1) } });
  });

  test("another product's colour is not found", async () => {
    const r = await call('PATCH', `/api/admin/products/a1b2c3d4e5f6a1b2c3d4e5f6/colours/${maroonId}/photos`, { body: { photos: [] }, headers: consoleHeaders(manager.cookie) });
    expect(r.status).toBe(404);
  });
});
