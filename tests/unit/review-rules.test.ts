import { expect, test } from 'vitest';
import { ratingBars, summaryOfTally, tallyOf } from '../../src/lib/review-summary';
import { parseReviewQuery, reviewsHref } from '../../src/lib/review-query';
import { fitAdvice } from '../../src/server/reviews/fit-advice';
import { productLd } from '../../src/lib/product-json-ld';
import type { ProductDetail } from '../../src/lib/catalog-types';

test('the average is to one decimal, half up, from the star tally', () => {
  expect(summaryOfTally([0, 0, 0, 3, 1])).toEqual({ average: 4.3, count: 4 }); // 4.25
  expect(summaryOfTally(tallyOf([{ rating: 5 }, { rating: 5 }, { rating: 5 }, { rating: 5 }, { rating: 5 }, { rating: 4 }]))).toEqual({ average: 4.8, count: 6 });
  expect(summaryOfTally([0, 0, 0, 0, 0])).toBeNull();
  expect(ratingBars([0, 0, 0, 0, 0])).toEqual([]);
  expect(ratingBars([1, 0, 0, 0, 0])[4]).toEqual({ stars: 1, count: 1, percent: 100, label: '1 star: 1 of 1 review' });
});

test('size advice needs 5 answers and a strict majority', () => {
  expect(fitAdvice({ small: 4, true: 0, large: 0 })).toBeNull();
  expect(fitAdvice({ small: 3, true: 1, large: 1 })?.figures).toBe('(3 of 5 buyers)');
  expect(fitAdvice({ small: 3, true: 3, large: 0 })).toBeNull();
  expect(fitAdvice({ small: 2, true: 2, large: 2 })).toBeNull();
  expect(fitAdvice({ small: 0, true: 1, large: 6 })?.text).toBe('Most buyers say this runs large: consider one size down');
});

test('the reviews query keeps known values only, and its links drop defaults and restart at page 1', () => {
  const sizes = ['S', 'M'];
  expect(parseReviewQuery(new URLSearchParams('reviews=photos&size=M&fit=small&page=2'), sizes)).toEqual({ sort: 'photos', size: 'M', fit: 'small', page: 2 });
  expect(parseReviewQuery(new URLSearchParams('reviews=x&size=XL&fit=y&page=0'), sizes)).toEqual({ sort: 'newest', size: null, fit: null, page: 1 });
  const q = { sort: 'photos' as const, size: 'M', fit: 'small' as const, page: 3 };
  expect(reviewsHref('/product/a', q, { fit: null })).toBe('/product/a?reviews=photos&size=M#reviews');
  expect(reviewsHref('/product/a', q, { page: 4 })).toBe('/product/a?reviews=photos&size=M&fit=small&page=4#reviews');
  expect(reviewsHref('/product/a', q, { sort: 'newest', size: null, fit: null })).toBe('/product/a#reviews');
});

test('JSON-LD carries the card figures and up to 3 Review items; none without reviews', () => {
  const base = {
    _id: 'p1', name: 'Leggings', slug: 'l', description: 'Soft', categoryName: 'Leggings', subCategoryName: null, price: 449, image: '/a.svg',
    colorVariants: [{ _id: 'c', name: 'Black', colorCode: '#000', images: ['/a.svg'], sizes: [] }],
  } as unknown as ProductDetail;
  const ratings = [1, 2, 3, 4].map((i) => ({ _id: `r${i}`, customerName: `B${i}`, rating: 5, createdAt: '2026-11-0' + i + 'T10:00:00.000Z', review: 'Good', images: [] }));
  const ld = productLd({ ...base, averageRating: 4.8, reviewCount: 12, ratings }, 'https://x/p', 'https://x', 'Kanmani');
  expect(ld['aggregateRating']).toMatchObject({ ratingValue: 4.8, reviewCount: 12 });
  expect(ld['review']).toHaveLength(3);
  expect((ld['review'] as Record<string, unknown>[])[0]).toMatchObject({ author: { name: 'B1' }, datePublished: '2026-11-01', reviewRating: { ratingValue: 5 } });
  const none = productLd({ ...base, averageRating: null, reviewCount: 0, ratings: [] }, 'https://x/p', 'https://x', 'Kanmani');
  expect(none['aggregateRating']).toBeUndefined();
  expect(none['review']).toBeUndefined();
});
