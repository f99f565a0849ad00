import { z } from 'zod';
import { REVIEW_FITS, type ReviewFitAnswer } from './review-fit';

/**
 * The product page's reviews section keeps its sort, filters and page in the URL
 * (`?reviews=photos&size=M&fit=small&page=2#reviews`), so it works as plain links without
 * JavaScript and each variant is its own cached page. Anything the URL says that the section does
 * not know (an unknown sort, a page of letters) falls back to the default, never an error; the
 * links the page prints come only from the parsed values, so no raw input reaches a cached page.
 */
export const REVIEW_SORTS = [
  { id: 'newest', label: 'Newest' },
  { id: 'photos', label: 'With photos' },
  { id: 'lowest', label: 'Lowest rating' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['id'];

export const REVIEWS_PER_PAGE = 10;

export type ReviewQuery = { sort: ReviewSort; size: string | null; fit: ReviewFitAnswer | null; page: number };

export const DEFAULT_REVIEW_QUERY: ReviewQuery = { sort: 'newest', size: null, fit: null, page: 1 };

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const ReviewQuerySchema = z.object({
  reviews: z.preprocess(first, z.enum(['newest', 'photos', 'lowest'])).catch('newest'),
  size: z.preprocess(first, z.string().trim().min(1).max(20).nullable()).catch(null),
  fit: z.preprocess(first, z.enum(REVIEW_FITS).nullable()).catch(null),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000)).catch(1),
});

/** `sizes`: the sizes the product's reviews were bought in; any other size is ignored. */
export function parseReviewQuery(params: URLSearchParams, sizes: readonly string[]): ReviewQuery {
  const raw = ReviewQuerySchema.parse({
    reviews: params.get('reviews') ?? undefined,
    size: params.get('size') ?? null,
    fit: params.get('fit') ?? null,
    page: params.get('page') ?? undefined,
  });
  return {
    sort: raw.reviews,
    size: raw.size !== null && sizes.includes(raw.size) ? raw.size : null,
    fit: raw.fit,
    page: raw.page,
  };
}

/** The address of the section with `change` applied; a new sort or filter starts again at page 1. */
export function reviewsHref(path: string, query: ReviewQuery, change: Partial<ReviewQuery>): string {
  const next: ReviewQuery = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.sort !== 'newest') params.set('reviews', next.sort);
  if (next.size) params.set('size', next.size);
  if (next.fit) params.set('fit', next.fit);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#reviews`;
}
