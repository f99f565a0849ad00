import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get } from '../support/api';
import { deliveredLines, insertExchange, insertReview, productForReviews, type ReviewedProduct } from '../fixtures/review-rows';
import { fitAnswersOf, listReviews, reviewPhotosOf, reviewSummaryOf } from '../../src/server/reviews';

/**
 * Issue 30, read side: what the product page, the cards and the API show of published reviews,
 * and the size advice's rule with literal counts. Review rows are written straight to the
 * database (the write side's routes are tested with it).
 */
useTestDatabase();

const PHOTO = { photo: '/media/0123456789abcdef0123456789abcdef-900x1200.webp', width: 900, height: 1200 };
const params = (q = '') => new URLSearchParams(q);

describe('rating summary', () => {
  test('only published reviews count: 5, 4 and 4 read 4.3 from 3, with a bar per star; pending and hidden ones count nowhere', async () => {
    const p = await productForReviews();
    await insertReview(p, { rating: 5 });
    await insertReview(p, { rating: 4 });
    await insertReview(p, { rating: 4 });
    await insertReview(p, { rating: 1, status: 'pending' });
    await insertReview(p, { rating: 1, status: 'hidden' });
    await insertReview(p, { rating: 1, status: 'rejected' });

    const { summary, bars } = await reviewSummaryOf(p.productId);
    expect(summary).toEqual({ average: 4.3, count: 3 });
    expect(bars.map((b) => [b.stars, b.count, b.percent])).toEqual([[5, 1, 33], [4, 2, 67], [3, 0, 0], [2, 0, 0], [1, 0, 0]]);
    expect(bars[1]!.label).toBe('4 stars: 2 of 3 reviews');

    const page = await get(`/api/web/product/slug/${p.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
    expect(page.body.data.ratings.map((r: { rating: number }) => r.rating).sort()).toEqual([4, 4, 5]);
    const list = await get('/api/web/product/list');
    const card = (list.body.data as { slug: string; averageRating: number | null; reviewCount: number }[]).find((x) => x.slug === p.slug);
    expect(card).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
  });

  test('a product with only a pending review has no rating, no bars and no reviews', async () => {
    const p = await productForReviews();
    await insertReview(p, { rating: 5, status: 'pending', body: 'Lovely' });
    const { summary, bars } = await reviewSummaryOf(p.productId);
    expect(summary).toBeNull();
    expect(bars).toEqual([]);
    const page = await get(`/api/web/product/slug/${p.slug}`);
    expect(page.body.data).toMatchObject({ averageRating: null, reviewCount: 0, ratings: [] });
    expect((await listReviews(p.productId, params())).items).toEqual([]);
    expect(await reviewPhotosOf(p.productId)).toEqual([]);
  });
});

describe('the reviews list', () => {
  async function twelveReviews(): Promise<ReviewedProduct> {
    const p = await productForReviews();
    // Ratings 1..5 repeating, newest first by day; sizes S, M, L in turn; every fourth with a photo.
    for (let i = 0; i < 12; i++) {
      await insertReview(p, {
        rating: (i % 5) + 1,
        size: ['S', 'M', 'L'][i % 3]!,
        fit: (['small', 'true', 'large'] as const)[i % 3],
        daysAgo: i + 1,
        name: `Buyer ${i}`,
        title: `Review ${i}`,
        photos: i % 4 === 3 ? [PHOTO] : [],
        ...(i === 0 ? { reply: 'Thank you, Buyer 0!' } : {}),
      });
    }
    return p;
  }

  test('newest first, 10 a page, then page 2 holds the last 2; sizes in the product order with counts', async () => {
    const p = await twelveReviews();
    const first = await listReviews(p.productId, params(), ['S', 'M', 'L']);
    expect(first.total).toBe(12);
    expect(first.pages).toBe(2);
    expect(first.items.map((r) => r.reviewerName)).toEqual(['Buyer 0', 'Buyer 1', 'Buyer 2', 'Buyer 3', 'Buyer 4', 'Buyer 5', 'Buyer 6', 'Buyer 7', 'Buyer 8', 'Buyer 9']);
    expect(first.items[0]).toMatchObject({ sizeName: 'S', fit: 'small', title: 'Review 0', reply: 'Thank you, Buyer 0!' });
    expect(first.items[3]!.photos).toEqual([PHOTO]);
    expect(first.sizes).toEqual([{ size: 'S', count: 4 }, { size: 'M', count: 4 }, { size: 'L', count: 4 }]);
    const second = await listReviews(p.productId, params('page=2'));
    expect(second.items.map((r) => r.reviewerName)).toEqual(['Buyer 10', 'Buyer 11']);
    expect(second.query.page).toBe(2);
  });

  test('with photos first, lowest rating first, and filters by size and fit narrow each other', async () => {
    const p = await twelveReviews();
    const photos = await listReviews(p.productId, params('reviews=photos'));
    expect(photos.items.slice(0, 4).map((r) => r.reviewerName)).toEqual(['Buyer 3', 'Buyer 7', 'Buyer 11', 'Buyer 0']);
    const lowest = await listReviews(p.productId, params('reviews=lowest'));
    expect(lowest.items.slice(0, 4).map((r) => [r.reviewerName, r.rating])).toEqual([['Buyer 0', 1], ['Buyer 5', 1], ['Buyer 10', 1], ['Buyer 1', 2]]);
    const sizeM = await listReviews(p.productId, params('size=M'));
    expect(sizeM.items.map((r) => r.reviewerName)).toEqual(['Buyer 1', 'Buyer 4', 'Buyer 7', 'Buyer 10']);
    expect(sizeM.pages).toBe(1);
    const smallS = await listReviews(p.productId, params('size=S&fit=small'));
    expect(smallS.total).toBe(4);
    const none = await listReviews(p.productId, params('size=S&fit=large'));
    expect(none).toMatchObject({ total: 0, items: [], pages: 1 });
  });

  test('unknown or hostile values are ignored, never an error: the defaults show', async () => {
    const p = await twelveReviews();
    for (const q of ['reviews=best&size=XXL&fit=tight&page=abc', 'page=-3', 'page=99999999999', 'reviews=%3Cscript%3E&size=%22%3E%3Cimg', 'size=&fit=&reviews=', 'page=1.5']) {
      const r = await listReviews(p.productId, params(q));
      expect(r.query, q).toMatchObject({ sort: 'newest', size: null, fit: null });
      expect(r.total, q).toBe(12);
    }
    // A page past the last shows the last.
    expect((await listReviews(p.productId, params('page=7'))).query.page).toBe(2);
  });

  test('the photo strip holds every published review photo, newest first, and none of a hidden review', async () => {
    const p = await productForReviews();
    const other = { photo: '/media/fedcba9876543210fedcba9876543210-800x800.webp', width: 800, height: 800 };
    await insertReview(p, { rating: 5, daysAgo: 3, name: 'Asha', photos: [PHOTO, other] });
    await insertReview(p, { rating: 4, daysAgo: 1, name: 'Ravi', size: 'L', photos: [other] });
    await insertReview(p, { rating: 2, status: 'hidden', photos: [PHOTO] });
    const strip = await reviewPhotosOf(p.productId);
    expect(strip.map((s) => [s.reviewerName, s.photo])).toEqual([['Ravi', other.photo], ['Asha', PHOTO.photo], ['Asha', other.photo]]);
    expect(strip[0]).toMatchObject({ sizeName: 'L', rating: 4, width: 800, height: 800 });
    const api = await get(`/api/web/product/slug/${p.slug}`);
    expect(api.body.data.ratings[0]).toMatchObject({ customerName: 'Ravi', rating: 4, images: [other.photo] });
  });
});

describe('size advice', () => {
  async function withFits(fits: ('small' | 'true' | 'large')[]) {
    const p = await productForReviews();
    for (const fit of fits) await insertReview(p, { rating: 4, fit });
    return p;
  }

  test('4 answers, all runs small: no advice yet', async () => {
    const p = await withFits(['small', 'small', 'small', 'small']);
    const fit = await fitAnswersOf(p.productId);
    expect(fit.counts).toEqual({ small: 4, true: 0, large: 0 });
    expect(fit.advice).toBeNull();
  });

  test("5 answers with 3 runs small: 'consider one size up' with '(3 of 5 buyers)'", async () => {
    const p = await withFits(['small', 'small', 'small', 'true', 'large']);
    expect((await fitAnswersOf(p.productId)).advice).toEqual({
      fit: 'small',
      text: 'Most buyers say this runs small: consider one size up',
      figures: '(3 of 5 buyers)',
      count: 3,
      total: 5,
    });
  });

  test('6 answers split 3 and 3: no majority, no advice', async () => {
    const p = await withFits(['small', 'small', 'small', 'true', 'true', 'true']);
    expect((await fitAnswersOf(p.productId)).advice).toBeNull();
  });

  test('runs large and true to size read their own advice', async () => {
    const large = await withFits(['large', 'large', 'large', 'large', 'true']);
    expect((await fitAnswersOf(large.productId)).advice).toMatchObject({ text: 'Most buyers say this runs large: consider one size down', figures: '(4 of 5 buyers)' });
    const trueFit = await withFits(['true', 'true', 'true', 'true', 'true', 'small', 'large']);
    expect((await fitAnswersOf(trueFit.productId)).advice).toMatchObject({ text: 'Most buyers say this is true to size', figures: '(5 of 7 buyers)' });
  });

  test('size exchanges count as fit answers (not rejected ones, not refunds, not other reasons, not twice for a reviewed line)', async () => {
    const p = await withFits(['small', 'small', 'true']);
    const exchange = async (size: string, reason: 'sizeTooSmall' | 'sizeTooBig' | 'damaged', status: 'requested' | 'rejected' | 'approved' = 'requested', kind: 'exchange' | 'refund' = 'exchange') => {
      const o = await deliveredLines(p, [size]);
      await insertExchange(o.orderId, o.customerId, o.lineIds[0]!, reason, status, kind);
    };
    await exchange('M', 'sizeTooSmall');
    await exchange('L', 'sizeTooBig', 'approved');
    await exchange('M', 'sizeTooSmall', 'rejected');
    await exchange('M', 'sizeTooSmall', 'requested', 'refund');
    await exchange('M', 'damaged');
    // A line reviewed 'runs small' and also exchanged as too small counts once.
    const reviewed = await insertReview(p, { rating: 3, fit: 'small', size: 'S' });
    await insertExchange(reviewed.orderId, reviewed.customerId, reviewed.lineId, 'sizeTooSmall');

    const fit = await fitAnswersOf(p.productId, ['S', 'M', 'L']);
    // Reviews: small, small, true, small (S); exchanges: small (M), large (L).
    expect(fit.counts).toEqual({ small: 4, true: 1, large: 1 });
    expect(fit.advice).toMatchObject({ fit: 'small', figures: '(4 of 6 buyers)' });
    expect(fit.bySize).toEqual([
      { size: 'S', small: 1, true: 0, large: 0 },
      { size: 'M', small: 3, true: 1, large: 0 },
      { size: 'L', small: 0, true: 0, large: 1 },
    ]);
  });
});
