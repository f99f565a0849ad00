import { LISTING_FILTERS, type FilterDefinition, type ListingItem } from './filters';

/**
 * A listing page's state lives in its URL (`?sort=price-asc&size=M&size=L&page=2`), so a
 * filtered page can be shared, bookmarked and reached without JavaScript. Anything the URL says
 * that the shop does not know (an unknown sort, a size nobody sells) is ignored, not an error.
 */
export const SORTS = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'newest', label: 'Newest' },
  { id: 'best-sellers', label: 'Best sellers' },
] as const;

export type SortId = (typeof SORTS)[number]['id'];

export const PAGE_SIZE = 20;

export type ListingQuery = {
  sort: SortId;
  /** chosen values per filter parameter */
  chosen: Record<string, string[]>;
  page: number;
};

const MAX_VALUES = 30;

export function parseListingQuery(params: URLSearchParams, filters: readonly FilterDefinition[] = LISTING_FILTERS): ListingQuery {
  const sortParam = params.get('sort');
  const sort = SORTS.find((s) => s.id === sortParam)?.id ?? 'relevance';
  const chosen: Record<string, string[]> = {};
  for (const f of filters) {
    const values = [...new Set(params.getAll(f.param).map((v) => v.trim().slice(0, 60)).filter(Boolean))].slice(0, MAX_VALUES);
    if (values.length > 0) chosen[f.param] = values;
  }
  const pageParam = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam >= 1 ? Math.min(pageParam, 10_000) : 1;
  return { sort, chosen, page };
}

export type FacetValue = { value: string; label: string; count: number; chosen: boolean; swatch?: string | undefined };
export type Facet = { param: string; legend: string; values: FacetValue[] };

export type ListingResult = {
  /** this page's products */
  items: ListingItem[];
  /** products matching every filter, across all pages */
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  facets: Facet[];
  /** whether any filter is chosen */
  filtered: boolean;
};

function matches(item: ListingItem, f: FilterDefinition, values: string[] | undefined): boolean {
  if (!values || values.length === 0) return true;
  const own = f.valuesOf(item);
  return values.some((v) => own.includes(v));
}

/**
 * Values of one filter are alternatives (size M or L); different filters narrow each other
 * (size M and colour Black). A value's count is how many products the shopper would see by
 * adding it: the other filters apply, its own filter's choices do not. A value no product has
 * is offered only while it is chosen, so the shopper can take it back.
 */
export function applyListing(
  all: readonly ListingItem[],
  query: ListingQuery,
  filters: readonly FilterDefinition[] = LISTING_FILTERS,
  pageSize = PAGE_SIZE,
): ListingResult {
  const passesExcept = (item: ListingItem, skip: string | null) =>
    filters.every((f) => f.param === skip || matches(item, f, query.chosen[f.param]));

  const facets: Facet[] = filters.map((f) => {
    const counts = new Map<string, number>();
    for (const item of all) for (const v of f.valuesOf(item)) counts.set(v, (counts.get(v) ?? 0) + (passesExcept(item, f.param) ? 1 : 0));
    const chosen = query.chosen[f.param] ?? [];
    for (const v of chosen) if (!counts.has(v)) counts.set(v, 0);
    const values = [...counts.entries()]
      .filter(([v, n]) => n > 0 || chosen.includes(v))
      .sort(([a], [b]) => f.compare(a, b))
      .map(([value, count]) => ({ value, label: f.labelOf(value), count, chosen: chosen.includes(value), swatch: f.swatchOf?.(value, all) }));
    return { param: f.param, legend: f.legend, values };
  });

  const kept = sortListing(all.filter((item) => passesExcept(item, null)), query.sort);
  const pages = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(query.page, pages);
  return {
    items: kept.slice((page - 1) * pageSize, page * pageSize),
    total: kept.length,
    page,
    pages,
    pageSize,
    facets,
    filtered: Object.keys(query.chosen).length > 0,
  };
}

/** A stable sort: ties keep the order the listing came in (search rank, or the merchant's order). */
export function sortListing(items: readonly ListingItem[], sort: SortId): ListingItem[] {
  const indexed = items.map((item, i) => ({ item, i }));
  const by: Record<SortId, (a: ListingItem, b: ListingItem) => number> = {
    relevance: () => 0,
    'price-asc': (a, b) => a.summary.price - b.summary.price,
    'price-desc': (a, b) => b.summary.price - a.summary.price,
    newest: (a, b) => b.createdAt - a.createdAt,
    // Units sold first; among equals, the merchant's Best Seller mark.
    'best-sellers': (a, b) => b.unitsSold - a.unitsSold || (a.summary.type === 1 ? 0 : 1) - (b.summary.type === 1 ? 0 : 1),
  };
  const compare = by[sort];
  return indexed.sort((a, b) => compare(a.item, b.item) || a.i - b.i).map((x) => x.item);
}

/** The URL of a listing state: only what differs from the defaults, in a fixed order. */
export function listingHref(path: string, query: ListingQuery, keep: Record<string, string> = {}, filters: readonly FilterDefinition[] = LISTING_FILTERS): string {
  const params = new URLSearchParams(keep);
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  for (const f of filters) for (const v of query.chosen[f.param] ?? []) params.append(f.param, v);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
