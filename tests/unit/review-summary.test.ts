import { describe, expect, test } from 'vitest';
import { ratingFigure, reviewSummary } from '../../src/lib/review-summary';

describe('the rating a product shows comes only from its published reviews', () => {
  test('no reviews: no summary at all (no stars, no figure, no count)', () => {
    expect(reviewSummary([])).toBeNull();
  });
  test('two reviews, 5 and 4, show 4.5 from 2', () => {
    const s = reviewSummary([{ rating: 5 }, { rating: 4 }]);
    expect(s).toEqual({ average: 4.5, count: 2 });
    expect(ratingFigure(s!.average)).toBe('4.5');
  });
  test('five 5s and a 4 show 4.8 (29 / 6 = 4.83)', () => {
    expect(reviewSummary([5, 5, 5, 5, 5, 4].map((rating) => ({ rating })))).toEqual({ average: 4.8, count: 6 });
  });
  test('a mean of 4.25 rounds half up to 4.3', () => {
    expect(reviewSummary([5, 5, 4, 3].map((rating) => ({ rating })))!.average).toBe(4.3);
  });
  test('one 5 shows 5.0', () => {
    expect(ratingFigure(reviewSummary([{ rating: 5 }])!.average)).toBe('5.0');
  });
});
