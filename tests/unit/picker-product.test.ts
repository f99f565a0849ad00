import { expect, test } from 'vitest';
import { pickerProduct } from '../../src/lib/picker-product';
import type { ProductDetail } from '../../src/lib/catalog-types';

const product = {
  _id: 'a'.repeat(24),
  name: 'Ankle Length Cotton Leggings',
  description: 'Soft cotton.',
  specifications: [{ key: 'Fabric', value: 'Cotton' }],
  ratings: [{ _id: 'r', customerName: 'Priya S.', rating: 5, createdAt: '2026-10-01', review: 'Lovely', images: [] }],
  colorVariants: [{ _id: 'v', name: 'Black', colorCode: '#000', images: ['/a.svg', '/b.svg', '/c.svg'], sizes: [{ _id: 's', name: 'M', price: 449, strikedPrice: 699, weight: 180, offers: [] }] }],
} as unknown as ProductDetail;

test('the picker keeps what it prices and adds with, and drops what the page already shows', () => {
  const p = pickerProduct(product);
  expect(p.ratings).toEqual([]);
  expect(p.description).toBe('');
  expect(p.specifications).toEqual([]);
  expect(p.colorVariants[0]!.images).toEqual(['/a.svg']);
  expect(p.colorVariants[0]!.sizes).toEqual(product.colorVariants[0]!.sizes);
  expect(product.colorVariants[0]!.images).toHaveLength(3);
});
