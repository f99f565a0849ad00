import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get } from '../support/api';
import { getDb, query } from '../../src/server/db/client';

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
  expect(await count('ratings')).toBeGreaterThanOrEqual(40 * 3);
  expect(await count('products', 'youtube_url is not null')).toBeGreaterThan(0);
  expect(await count('collections')).toBeGreaterThanOrEqual(6);
  expect(await count('menu_sub_items')).toBeGreaterThan(0);
});

test('sizes have weights in grams and prices below their struck prices; some offers are hidden', async () => {
  expect(await count('sizes', 'weight_grams <= 0 or price_paise >= striked_price_paise')).toBe(0);
  expect(await count('products p', 'not exists (select 1 from color_variants v join sizes s on s.color_variant_id = v.id where v.product_id = p.id)')).toBe(0);
  expect(await count('product_offers', 'not is_visible')).toBeGreaterThan(0);
  expect(await count('sizes', "offers @> '[{\"isVisible\": false}]'")).toBeGreaterThan(0);
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
});

test('every image the catalog names is drawn by the shop itself', async () => {
  const rows = await query<{ url: string }>(
    await getDb(),
    sql`select image as url from categories union select image from subcategories union select img from collections
        union select size_chart_image from products union select jsonb_array_elements_text(images) from color_variants`,
  );
  expect(rows.length).toBeGreaterThan(100);
  for (const { url } of rows.slice(0, 400)) {
    const r = await get(url);
    expect(r.status, url).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(r.text.startsWith('<svg')).toBe(true);
  }
  expect((await get('/img/g-leggings-zzzzzz-front.svg')).status).toBe(404);
  expect((await get('/img/banner-1-desktop.svg')).status).toBe(200);
  expect((await get('/img/insta-6.svg')).status).toBe(200);
});
