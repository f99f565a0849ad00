import type { ProductSummary } from '#lib/catalog-types';
import type { Locale } from '#lib/i18n/locales';

export const SEARCH_LIMIT = 6;
/** The popular searches' keys: each language names its own (messages/product.ts; English: Leggings, Pants, Shapewear, Inner Wear, Boxer Shorts). */
export const POPULAR_SEARCHES = ['search.term1', 'search.term2', 'search.term3', 'search.term4', 'search.term5'] as const;

export type SearchHit = Pick<ProductSummary, '_id' | 'name' | 'slug' | 'image' | 'categoryName' | 'subCategoryName'> & {
  price: number | null;
};

/** Reads the search envelope defensively: anything malformed is dropped, never rendered. */
function toHit(raw: unknown): SearchHit | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const p = raw as Record<string, unknown>;
  if (typeof p._id !== 'string' || typeof p.slug !== 'string' || typeof p.name !== 'string') return null;
  return {
    _id: p._id,
    slug: p.slug,
    name: p.name,
    image: typeof p.image === 'string' ? p.image : '',
    categoryName: typeof p.categoryName === 'string' ? p.categoryName : '',
    subCategoryName: typeof p.subCategoryName === 'string' ? p.subCategoryName : null,
    price: typeof p.price === 'number' && Number.isFinite(p.price) && p.price > 0 ? p.price : null,
  };
}

/** `locale`: the page's language, so the hits carry the names that page shows. */
export async function fetchSearch(text: string, signal: AbortSignal, locale: Locale = 'en'): Promise<SearchHit[]> {
  const lang = locale === 'en' ? '' : `&lang=${locale}`;
  const res = await fetch(`/api/web/product/search?q=${encodeURIComponent(text)}&limit=${SEARCH_LIMIT}${lang}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`Search failed with status ${res.status}`);
  const body = (await res.json()) as { data?: unknown };
  return Array.isArray(body.data) ? body.data.map(toHit).filter((h): h is SearchHit => h !== null).slice(0, SEARCH_LIMIT) : [];
}

export const searchPageUrl = (text: string) => `/categories?search=${encodeURIComponent(text.trim())}`;
export const productUrl = (slug: string) => `/product/${encodeURIComponent(slug)}`;
