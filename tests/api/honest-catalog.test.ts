import { expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get } from '../support/api';

/**
 * Issue 32: the catalog's ratings and struck prices are real figures. The demo has a product
 * nobody has reviewed, one reviewed 5 and 4 and sold at its MRP, and the first leggings with an
 * MRP above the price.
 */
useTestDatabase();

type Summary = { slug: string; price: number; strikedPrice: number; averageRating: number | null; reviewCount: number };

test('a product without reviews carries no rating; one reviewed 5 and 4 carries 4.5 from 2', async () => {
  const none = await get('/api/web/product/slug/high-waist-ankle-leggings');
  expect(none.status).toBe(200);
  expect(none.body.data).toMatchObject({ averageRating: null, reviewCount: 0, ratings: [] });
  const two = await get('/api/web/product/slug/bamboo-soft-ankle-leggings');
  expect(two.body.data).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
  expect(two.body.data.ratings.map((r: { rating: number }) => r.rating).sort()).toEqual([4, 5]);
});

test('the list carries the same figures for the cards', async () => {
  const list = await get('/api/web/product/list');
  const bySlug = new Map((list.body.data as Summary[]).map((p) => [p.slug, p]));
  expect(bySlug.get('high-waist-ankle-leggings')).toMatchObject({ averageRating: null, reviewCount: 0 });
  expect(bySlug.get('bamboo-soft-ankle-leggings')).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
  // Five 5s and a 4: 29 / 6 = 4.83, shown to one decimal.
  expect(bySlug.get('ankle-length-cotton-leggings')).toMatchObject({ averageRating: 4.8, reviewCount: 6 });
});

test("the struck price is the size's own MRP: equal to the price for a product sold at MRP, above it otherwise", async () => {
  const atMrp = await get('/api/web/product/slug/bamboo-soft-ankle-leggings');
  const sizes = atMrp.body.data.colorVariants[0].sizes as { name: string; price: number; strikedPrice: number }[];
  expect(sizes.map((s) => [s.name, s.price, s.strikedPrice])[0]).toEqual(['S', 549, 549]);
  const below = await get('/api/web/product/slug/ankle-length-cotton-leggings');
  expect(below.body.data).toMatchObject({ price: 449, strikedPrice: 599 });
  // Not the spec's 'price plus ₹200' (₹649).
  expect(below.body.data.colorVariants[0].sizes[0]).toMatchObject({ price: 449, strikedPrice: 599 });
});
