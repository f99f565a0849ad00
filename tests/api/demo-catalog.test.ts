import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';

useTestDatabase();

const count = async (table: string, where = 'true') =>
  (await query<{ n: number }>(await getDb(), sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]!.n;

test('the demo catalog has every category of the spec, 40+ products of both types and reviews', async () => {
  const names = (await query<{ name: string }>(await getDb(), sql`select name from categories`)).map((r) => r.name);
  expect(names).toEqual(expect.arrayContaining(['Leggings', 'Pants', 'Shapewear', 'Inner Wear', 'Boxer Shorts', 'Kids']));
  expect(await count('subcategories')).toBeGreaterThanOrEqual(12);
  expect(await count('products')).toBeGreaterThanOrEqual(40);
  expect(await count('products', 'type = 1')).toBeGreaterThanOrEqual(8);
  expect(await count('products', 'type = 2')).toBeGreaterThanOrEqual(8);
  expect(await count('reviews', "status = 'published'")).toBeGreaterThanOrEqual(40 * 3);
  expect(await count('products', 'youtube_url is not null')).toBeGreaterThan(0);
  expect(await count('collections')).toBeGreaterThanOrEqual(6);
  expect(await count('menu_sub_items')).toBeGreaterThan(0);
});

test('sizes have weights in grams and MRPs at or above their prices (some sold at MRP); some offers are hidden', async () => {
  expect(await count('sizes', 'weight_grams <= 0 or price_paise > striked_price_paise')).toBe(0);
  expect(await count('sizes', 'price_paise = striked_price_paise')).toBeGreaterThan(0);
  expect(await count('sizes', 'price_paise < striked_price_paise')).toBeGreaterThan(0);
  expect(await count('products p', 'not exists (select 1 from color_variants v join sizes s on s.color_variant_id = v.id where v.product_id = p.id)')).toBe(0);
  expect(await count('product_offers', 'not is_visible')).toBeGreaterThan(0);
  expect(await count('product_offers', 'not is_visible and size_id is not null')).toBeGreaterThan(0);
});

test('the ankle length leggings come in more than 16 colours, each with its own images', async () => {
  const r = await get('/api/web/product/slug/ankle-length-cotton-leggings');
  expect(r.status).toBe(200);
  expect(r.body.data.price).toBe(449);
  expect(r.body.data.colorVariants.length).toBeGreaterThan(16);
  const images = r.body.data.colorVariants.map((v: { images: string[] }) => v.images[0]);
  expect(new Set(images).size).toBe(images.length);
  const buyTwo = r.body.data.defaultOffers.find((o: { quantity: number }) => o.quantity === 2);
  expect(buyTwo).toMatchObject({ offerPrice: 799, isVisible: true });
  // S costs the product's price and uses its default offers; 3XL costs ₹479 and has its own.
  const [small, , , , , largest] = r.body.data.colorVariants[0].sizes;
  expect(small).toMatchObject({ name: 'S', price: 449, offers: [] });
  expect(largest).toMatchObject({ name: '3XL', price: 479 });
  expect(largest.offers.map((o: { quantity: number; offerPrice: number }) => [o.quantity, o.offerPrice])).toEqual([
    [2, 799],
    [3, 1099],
    [5, 1799],
  ]);
});

test('every product photo is a drawing made into AVIF and WebP by the photo pipeline', async () => {
  const rows = await query<{ url: string }>(await getDb(), sql`select distinct jsonb_array_elements_text(images) as url from color_variants`);
  expect(rows.length).toBeGreaterThan(500);
  for (const { url } of rows) expect(url).toMatch(/^\/media\/[0-9a-f]{32}-1600x2000\.webp$/);
  const hash = rows[0]!.url.slice(7, 39);
  for (const [file, type] of [[`${hash}-320.avif`, 'image/avif'], [`${hash}-960.webp`, 'image/webp'], [rows[0]!.url.slice(7), 'image/webp']] as const) {
    const r = await get(`/media/${file}`);
    expect([r.status, r.headers.get('content-type')], file).toEqual([200, type]);
  }
  // Only the widths the pipeline makes are drawn on request.
  expect((await get(`/media/${hash}-333.avif`)).status).toBe(404);
  expect((await get(`/media/${'0'.repeat(32)}-320.avif`)).status).toBe(404);
});

test('every tile image and size chart is a drawing made into AVIF and WebP by the photo pipeline too', async () => {
  const tiles = await query<{ url: string }>(
    await getDb(),
    sql`select image as url from categories union select image from subcategories union select img from collections`,
  );
  expect(tiles.length).toBeGreaterThan(20);
  for (const { url } of tiles) expect(url).toMatch(/^\/media\/[0-9a-f]{32}-1600x2000\.webp$/);
  const charts = await query<{ url: string }>(await getDb(), sql`select distinct size_chart_image as url from products order by 1`);
  // The women's and kids' charts, each drawn 600 x 474 and offered at 1600 px.
  expect(charts.map((c) => c.url.replace(/^\/media\/[0-9a-f]{32}-/, ''))).toEqual(['1600x1264.webp', '1600x1264.webp']);
  for (const { url } of [tiles[0]!, ...charts]) {
    const hash = url.slice(7, 39);
    for (const [file, type] of [[`${hash}-320.avif`, 'image/avif'], [url.slice(7), 'image/webp']] as const) {
      const r = await get(`/media/${file}`);
      expect([r.status, r.headers.get('content-type')], file).toEqual([200, type]);
    }
  }
});

test('the banners and Instagram tiles are drawn by the shop itself', async () => {
  expect((await get('/img/g-leggings-zzzzzz-front.svg')).status).toBe(404);
  expect((await get('/img/banner-1-desktop.svg')).status).toBe(200);
  expect((await get('/img/insta-6.svg')).status).toBe(200);
});

test('the demo reviews are buyers’ reviews: each of a delivered demo order line in the size bought, with a fit answer, and the invented ratings table is gone', async () => {
  expect(await count('information_schema.tables', "table_name = 'ratings'")).toBe(0);
  expect(await count('reviews', "status <> 'published' or published_at is null")).toBe(0);
  expect(await count('reviews r', `not exists (select 1 from order_items i join orders o on o.id = i.order_id join shipments s on s.order_id = o.id
    where i.id = r.order_item_id and i.product_id = r.product_id and i.size_name = r.size_name and o.status = 7 and s.delivered_at < r.created_at)`)).toBe(0);
  expect(await count('reviews', "fit = 'small'")).toBeGreaterThan(0);
  expect(await count('reviews', "fit = 'large'")).toBeGreaterThan(0);
  // An 'Anonymous' review is an erased buyer's: no customer link.
  expect(await count('reviews', "reviewer_name = 'Anonymous' and customer_id is not null")).toBe(0);
  expect(await count('reviews', "reviewer_name = 'Anonymous'")).toBeGreaterThan(0);
  // The ankle leggings keep their six reviews: 4.8 on average.
  const [ankle] = await query<{ n: number; avg: string }>(await getDb(), sql`select count(*)::int as n, round(avg(r.rating), 1)::text as avg from reviews r join products p on p.id = r.product_id where p.slug = 'ankle-length-cotton-leggings'`);
  expect(ankle).toEqual({ n: 6, avg: '4.8' });
});
