import { describe, expect, test } from 'vitest';
import { categoryHeading } from '../../src/lib/category-heading';
import { categoryTileHref, collectionHref, subcategoryHref } from '../../src/lib/tile-links';
import { productLd } from '../../src/lib/product-json-ld';
import type { CategoryTile, Collection, ProductDetail, Subcategory } from '../../src/lib/catalog-types';

describe('categoryHeading', () => {
  test('is the category name when no subcategory is chosen', () => {
    expect(categoryHeading('Leggings')).toBe('Leggings');
  });
  test("is 'category - subcategory' when one is chosen", () => {
    expect(categoryHeading('Leggings', 'Churidar Leggings')).toBe('Leggings - Churidar Leggings');
  });
  test("falls back to 'Category'", () => {
    expect(categoryHeading(undefined)).toBe('Category');
    expect(categoryHeading('  ', 'Kids')).toBe('Category - Kids');
  });
});

const tile = (over: Partial<CategoryTile>): CategoryTile => ({
  _id: 'c1',
  name: 'Leggings',
  categoryName: 'Leggings',
  image: '/img/x.svg',
  categorySlug: 'leggings',
  productSlug: 'ankle-leggings',
  isSubcategoryPresent: false,
  isSubCategoryPresent: false,
  ...over,
});

describe('tile links (spec section 2)', () => {
  test('a category with sub-categories opens its category page', () => {
    expect(categoryTileHref(tile({ isSubcategoryPresent: true, isSubCategoryPresent: true }))).toBe('/categories/leggings');
  });
  test('a category without sub-categories opens its product', () => {
    expect(categoryTileHref(tile({}))).toBe('/product/ankle-leggings');
  });
  test('a category with neither falls back to its page, never a dead link', () => {
    expect(categoryTileHref(tile({ productSlug: null }))).toBe('/categories/leggings');
  });
  test('a subcategory opens its product, or its grid when it has none', () => {
    const sub: Subcategory = { _id: 's', name: 'Churidar', slug: 'churidar', image: '', productSlug: 'churidar-leggings', categoryId: 'c1' };
    expect(subcategoryHref('leggings', sub)).toBe('/product/churidar-leggings');
    expect(subcategoryHref('leggings', { ...sub, productSlug: null })).toBe('/categories/leggings/churidar');
  });
  test('a collection with productId opens /product/{slug}, else /categories/{slug}', () => {
    const c: Collection = { _id: 'k', label: 'Kids', img: '', slug: 'kids', productId: null, style: null, hover: null, objectPos: null };
    expect(collectionHref(c)).toBe('/categories/kids');
    expect(collectionHref({ ...c, slug: 'rainbow', productId: 'p1' })).toBe('/product/rainbow');
  });
});

describe('product JSON-LD', () => {
  test('Product carries an INR offer and availability, and no rating without reviews', () => {
    const size = { _id: 'z', name: 'M', price: 449, strikedPrice: 649, weight: 150, offers: [] };
    const p = {
      _id: 'p1', name: 'Ankle Length Cotton Leggings', slug: 'ankle', type: 1, badge: null, categoryName: 'Leggings',
      subCategoryName: null, categoryId: { _id: 'c', name: 'Leggings', slug: 'leggings' }, subCategoryId: null,
      image: '/img/a.svg', price: 449, strikedPrice: 649, colorCount: 1, averageRating: null, reviewCount: 0, description: 'Soft.', sizeChart: null, youTube: null,
      specifications: [], defaultOffers: [], weight: 150,
      colorVariants: [{ _id: 'v', name: 'Black', colorCode: '#000', images: ['/img/a.svg', '/img/b.svg'], sizes: [size] }],
      ratings: [],
    } satisfies ProductDetail;
    const ld = productLd(p, 'https://x.in/product/ankle', 'https://x.in', 'Kanmani') as Record<string, any>;
    expect(ld.image).toEqual(['https://x.in/img/a.svg', 'https://x.in/img/b.svg']);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR', price: '449.00', availability: 'https://schema.org/InStock' });
    // No reviews, no rating: never a made-up figure (README, Decisions).
    expect(ld).not.toHaveProperty('aggregateRating');
    const soldOut = productLd({ ...p, colorVariants: [{ ...p.colorVariants[0]!, sizes: [] }] }, '', 'https://x.in', 'K') as Record<string, any>;
    expect(soldOut.offers.availability).toBe('https://schema.org/OutOfStock');
  });
  test('the rating is the mean of the real reviews, with their count', () => {
    const review = (rating: number) => ({ _id: `r${rating}`, customerName: 'Priya S.', rating, createdAt: '2026-10-01T00:00:00.000Z', review: 'Soft.', images: [] });
    const p = {
      _id: 'p1', name: 'Churidar Leggings', slug: 'churidar', type: 1, badge: null, categoryName: 'Leggings',
      subCategoryName: null, categoryId: { _id: 'c', name: 'Leggings', slug: 'leggings' }, subCategoryId: null,
      image: '/img/a.svg', price: 399, strikedPrice: 649, colorCount: 0, averageRating: 4.7, reviewCount: 3, description: 'Soft.', sizeChart: null, youTube: null,
      specifications: [], defaultOffers: [], weight: 150, colorVariants: [],
      ratings: [review(5), review(5), review(4)],
    } satisfies ProductDetail;
    const ld = productLd(p, 'https://x.in/product/churidar', 'https://x.in', 'Kanmani') as Record<string, any>;
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
  });
});
