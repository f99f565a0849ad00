import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { newId } from '../../src/server/platform/db/ids';
import { categories, colorVariants, productOffers, products, sizes } from '../../src/server/platform/db/schema';
import { catalogChanged } from '../fixtures/checkout-data';

const db = useTestDatabase({ seed: false });

// Factories: each test file arranges its own catalog rows.
const ids = {
  category: newId(),
  leggings: newId(),
  black: newId(),
  m: newId(),
  l: newId(),
  boxers: newId(),
  blue: newId(),
  free: newId(),
  gone: newId(),
  goneColour: newId(),
  goneSize: newId(),
};

beforeAll(async () => {
  const d = db.handle().db;
  await d.insert(categories).values({ id: ids.category, name: 'Leggings', slug: `leggings-${ids.category}`, image: '/c.svg' });
  const product = (id: string, name: string, isActive = true) => ({
    id,
    slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${id}`,
    name,
    type: 1,
    categoryId: ids.category,
    description: name,
    weightGrams: 200,
    searchText: name,
    isActive,
  });
  await d.insert(products).values([product(ids.leggings, 'Ankle Length Cotton Leggings'), product(ids.boxers, 'Cotton Boxer Shorts'), product(ids.gone, 'Old Leggings', false)]);
  await d.insert(colorVariants).values([
    { id: ids.black, productId: ids.leggings, name: 'Black', colorCode: '#000000' },
    { id: ids.blue, productId: ids.boxers, name: 'Blue', colorCode: '#1d4ed8' },
    { id: ids.goneColour, productId: ids.gone, name: 'Grey', colorCode: '#888888' },
  ]);
  const offers = [
    { quantity: 2, offerPricePaise: 79900, isVisible: true },
    { quantity: 3, offerPricePaise: 109900, isVisible: true },
  ];
  await d.insert(sizes).values([
    { id: ids.m, colorVariantId: ids.black, name: 'M', pricePaise: 44900, strikedPricePaise: 64900, weightGrams: 180 },
    { id: ids.l, colorVariantId: ids.black, name: 'L', pricePaise: 44900, strikedPricePaise: 64900, weightGrams: 190 },
    { id: ids.free, colorVariantId: ids.blue, name: 'Free', pricePaise: 29900, strikedPricePaise: 39900, weightGrams: 120 },
    { id: ids.goneSize, colorVariantId: ids.goneColour, name: 'M', pricePaise: 10000, strikedPricePaise: 10000, weightGrams: 100 },
  ]);
  await d.insert(productOffers).values([
    ...[ids.m, ids.l].flatMap((sizeId) => offers.map((o) => ({ productId: ids.leggings, sizeId, ...o }))),
    { productId: ids.boxers, quantity: 2, offerPricePaise: 49900, isVisible: false },
  ]);
});

const line = (customId: string, productId: string, colorId: string, sizeId: string, quantity: number, price?: number) => ({
  customId,
  productId,
  colorId,
  sizeId,
  quantity,
  ...(price === undefined ? {} : { price }),
});

describe('POST /api/web/cart/quote', () => {
  test('prices lines from the database with the grouped offer rule', async () => {
    const r = await post('/api/web/cart/quote', {
      items: [line('a', ids.leggings, ids.black, ids.m, 2, 449), line('b', ids.leggings, ids.black, ids.l, 1, 449), line('c', ids.boxers, ids.blue, ids.free, 1, 299)],
    });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(200);
    const q = r.body.data;
    expect(q.lines.map((l: { available: boolean; price: number; priceChanged: boolean }) => [l.available, l.price, l.priceChanged])).toEqual([
      [true, 449, false],
      [true, 449, false],
      [true, 299, false],
    ]);
    // 3 leggings under 'Buy 3 @ ₹1,099' plus one boxer at ₹299.
    expect(q.groups).toEqual([
      { productId: ids.leggings, quantity: 3, subtotal: 1099 },
      { productId: ids.boxers, quantity: 1, subtotal: 299 },
    ]);
    expect(q.subtotal).toBe(1398);
    expect(q.totalItems).toBe(4);
  });

  test('a size without offers uses the product default offers, hidden ones included', async () => {
    const r = await post('/api/web/cart/quote', { items: [line('c', ids.boxers, ids.blue, ids.free, 2)] });
    expect(r.body.data.subtotal).toBe(499);
    expect(r.body.data.lines[0].offers).toEqual([{ quantity: 2, offerPrice: 499, isVisible: false }]);
  });

  test('a changed price is flagged, and the new price is charged', async () => {
    // The merchant's price edit, as the console writes it: the change and a new catalog version.
    await db.handle().db.update(sizes).set({ pricePaise: 47900 }).where(eq(sizes.id, ids.l));
    await catalogChanged();
    const r = await post('/api/web/cart/quote', { items: [line('b', ids.leggings, ids.black, ids.l, 1, 449)] });
    expect(r.body.data.lines[0]).toMatchObject({ available: true, price: 479, priceChanged: true });
    expect(r.body.data.subtotal).toBe(479);
    await db.handle().db.update(sizes).set({ pricePaise: 44900 }).where(eq(sizes.id, ids.l));
    await catalogChanged();
  });

  test('vanished, inactive or mismatched lines are unavailable and not charged', async () => {
    const r = await post('/api/web/cart/quote', {
      items: [
        line('x', ids.leggings, ids.black, newId(), 1, 449),
        line('y', ids.gone, ids.goneColour, ids.goneSize, 1, 100),
        line('z', ids.boxers, ids.black, ids.m, 1, 449),
        line('ok', ids.boxers, ids.blue, ids.free, 1, 299),
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.data.lines.map((l: { available: boolean }) => l.available)).toEqual([false, false, false, true]);
    expect(r.body.data.subtotal).toBe(299);
    expect(r.body.data.totalItems).toBe(1);
  });

  test('an empty cart costs nothing', async () => {
    const r = await post('/api/web/cart/quote', { items: [] });
    expect(r.body.data).toEqual({ lines: [], groups: [], subtotal: 0, totalItems: 0 });
  });

  test.each([
    ['no items list', {}],
    ['a zero quantity', { items: [line('a', ids.leggings, ids.black, ids.m, 0)] }],
    ['a negative price', { items: [line('a', ids.leggings, ids.black, ids.m, 1, -5)] }],
    ['too many lines', { items: Array.from({ length: 101 }, (_, i) => line(`l${i}`, ids.leggings, ids.black, ids.m, 1)) }],
  ])('refuses %s with 400 naming the field', async (_what, body) => {
    const r = await post('/api/web/cart/quote', body);
    expect(r.status).toBe(400);
    expect(r.body.status).toBe(400);
    expect(Array.isArray(r.body.errors)).toBe(true);
  });
});
