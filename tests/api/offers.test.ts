import { beforeAll, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { newId } from '../../src/server/platform/db/ids';
import { categories, colorVariants, productOffers, products, sizes } from '../../src/server/platform/db/schema';

/**
 * A size's own offers and its product's default offers live in one table; the product page,
 * the cart and orders all read them through loadOffers. A size with its own offers ignores
 * the defaults; a size without uses them.
 */
const db = useTestDatabase({ seed: false });

const ids = { category: newId(), shaper: newId(), nude: newId(), s: newId(), xl: newId() };

beforeAll(async () => {
  const d = db.handle().db;
  await d.insert(categories).values({ id: ids.category, name: 'Shapewear', slug: `shapewear-${ids.category}`, image: '/c.svg' });
  await d.insert(products).values({
    id: ids.shaper,
    slug: `tummy-shaper-${ids.shaper}`,
    name: 'Tummy Shaper',
    type: 1,
    categoryId: ids.category,
    description: 'Firm hold.',
    weightGrams: 150,
    searchText: 'tummy shaper',
  });
  await d.insert(colorVariants).values({ id: ids.nude, productId: ids.shaper, name: 'Nude', colorCode: '#e7c2a2' });
  await d.insert(sizes).values([
    { id: ids.s, colorVariantId: ids.nude, name: 'S', pricePaise: 50000, strikedPricePaise: 70000, weightGrams: 150, position: 0 },
    { id: ids.xl, colorVariantId: ids.nude, name: 'XL', pricePaise: 53000, strikedPricePaise: 73000, weightGrams: 170, position: 1 },
  ]);
  await d.insert(productOffers).values([
    { productId: ids.shaper, quantity: 3, offerPricePaise: 129900, isVisible: false },
    { productId: ids.shaper, quantity: 2, offerPricePaise: 89900, isVisible: true },
    { productId: ids.shaper, sizeId: ids.s, quantity: 2, offerPricePaise: 79900, isVisible: true },
  ]);
});

const line = (customId: string, sizeId: string, quantity: number) => ({ customId, productId: ids.shaper, colorId: ids.nude, sizeId, quantity });

test('the product shows the size its own offers and the product its defaults, smallest quantity first', async () => {
  const r = await get(`/api/web/product/slug/tummy-shaper-${ids.shaper}`);
  expect(r.status).toBe(200);
  expect(r.body.data.defaultOffers).toEqual([
    { quantity: 2, offerPrice: 899, isVisible: true },
    { quantity: 3, offerPrice: 1299, isVisible: false },
  ]);
  const [small, large] = r.body.data.colorVariants[0].sizes;
  expect(small.offers).toEqual([{ quantity: 2, offerPrice: 799, isVisible: true }]);
  expect(large.offers).toEqual([]);
});

test("the cart prices a size on its own offers, and a size without any on the product's defaults", async () => {
  const own = await post('/api/web/cart/quote', { items: [line('s', ids.s, 2)] });
  expect(own.body.data.subtotal).toBe(799);
  expect(own.body.data.lines[0].offers).toEqual([{ quantity: 2, offerPrice: 799, isVisible: true }]);

  const defaults = await post('/api/web/cart/quote', { items: [line('xl', ids.xl, 3)] });
  expect(defaults.body.data.subtotal).toBe(1299);
  expect(defaults.body.data.lines[0].offers).toEqual([
    { quantity: 2, offerPrice: 899, isVisible: true },
    { quantity: 3, offerPrice: 1299, isVisible: false },
  ]);
});
