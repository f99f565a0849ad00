import { describe, expect, test } from 'vitest';
import { groupOrderForAnalytics, groupForAnalytics, randomEventId } from '../../src/lib/analytics/grouped';
import type { CartLine } from '../../src/lib/cart-schema';

const offers = [
  { quantity: 2, offerPrice: 799, isVisible: true },
  { quantity: 3, offerPrice: 1099, isVisible: true },
];

function line(over: Partial<CartLine> & { _id: string; customId: string }): CartLine {
  return {
    name: 'Cotton Leggings',
    slug: 'cotton-leggings',
    price: 449,
    image: '/a.jpg',
    weight: { unit: 'g', value: 200 },
    color: 'Black',
    size: 'M',
    quantity: 1,
    selectedSize: { _id: 's1', name: 'M', price: 449, offers },
    selectedColor: { _id: 'c1', name: 'Black' },
    productDetails: { product: { categoryName: 'Leggings' } },
    ...over,
  } as CartLine;
}

describe('groupForAnalytics', () => {
  test('groups by product, applies the offer to the combined quantity, rounds the total', () => {
    let n = 0;
    const items = [
      line({ _id: 'p1', customId: 'a', quantity: 2 }),
      line({ _id: 'p2', customId: 'b', name: 'Boxer', slug: 'boxer', price: 199.5, quantity: 1, selectedSize: { _id: 's2', name: 'L', price: 199.5, offers: [] }, productDetails: { product: { categoryName: 'Boxers' } } }),
      line({ _id: 'p1', customId: 'c', color: 'Navy', quantity: 2 }),
    ];
    expect(groupForAnalytics(items, () => `id-${++n}`)).toEqual([
      // 4 units under 'Buy 3 @ ₹1,099': 1099 × 4 / 3 = 1465.33 → 1465
      { productId: 'p1', productName: 'Cotton Leggings', price: 1465, slug: 'cotton-leggings', categoryName: 'Leggings', quantity: 4, eventId: 'id-1' },
      // 199.5 rounds half up to 200
      { productId: 'p2', productName: 'Boxer', price: 200, slug: 'boxer', categoryName: 'Boxers', quantity: 1, eventId: 'id-2' },
    ]);
  });

  test('exact-quantity offer and no offer', () => {
    expect(groupForAnalytics([line({ _id: 'p1', customId: 'a', quantity: 2 })])[0]!.price).toBe(799);
    expect(groupForAnalytics([line({ _id: 'p1', customId: 'a', quantity: 1 })])[0]!.price).toBe(449);
  });

  test('an empty cart gives no items; event ids are fresh UUIDs', () => {
    expect(groupForAnalytics([])).toEqual([]);
    const [a, b] = groupForAnalytics([line({ _id: 'p1', customId: 'a' }), line({ _id: 'p2', customId: 'b' })]);
    expect(a!.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a!.eventId).not.toBe(b!.eventId);
    expect(randomEventId()).not.toBe(randomEventId());
  });
});

describe('the grouped helper on a placed order', () => {
  test('one entry per product, line totals summed and rounded, ids from the product', () => {
    const items = [
      { productId: 'p1', productName: 'Cotton Leggings', slug: 'cotton-leggings', categoryName: 'Leggings', quantity: 2, subTotal: 799.5 },
      { productId: 'p2', productName: 'Boxer', slug: 'boxer', categoryName: 'Boxers', quantity: 1, subTotal: 199.49 },
      { productId: 'p1', productName: 'Cotton Leggings', slug: 'cotton-leggings', categoryName: 'Leggings', quantity: 1, subTotal: 400 },
    ];
    expect(groupOrderForAnalytics(items, (id) => `order1:${id}`)).toEqual([
      { productId: 'p1', productName: 'Cotton Leggings', price: 1200, slug: 'cotton-leggings', categoryName: 'Leggings', quantity: 3, eventId: 'order1:p1' },
      { productId: 'p2', productName: 'Boxer', price: 199, slug: 'boxer', categoryName: 'Boxers', quantity: 1, eventId: 'order1:p2' },
    ]);
    expect(groupOrderForAnalytics(items)[0]!.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
