import { CATALOG_PAGE_CACHE } from '#server/platform/http/cache-headers';
import { createPageCache } from '#server/platform/http/page-cache';
import { currentCatalogVersion } from '#server/platform/db/catalog-version';
import { getDb } from '#server/platform/db/client';
import { whenReady } from '#server/platform/db/ready-gate';
import { log } from '#server/platform/log';

/**
 * Shared by the catalog pages' frontmatter. The HTML is the same for every shopper (cart and
 * account live in islands), so pages opt in to the CDN policy and this instance's page cache
 * with this header.
 */
export const CATALOG_CACHE_CONTROL = CATALOG_PAGE_CACHE;

/** The instance's catalog page cache, keyed by the catalog version the catalog itself reads. */
export const catalogPages = createPageCache(async () => {
  await whenReady();
  return currentCatalogVersion(await getDb());
});

/** Spec section 4: product list fetch errors are only logged; the page shows its empty state. */
export async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (err) {
    log('error', `Failed to load ${what}`, { error: err instanceof Error ? err.message : String(err) });
    return [];
  }
}

/**
 * Listing pages are canonical to the same page unsorted and unfiltered (README, Decisions):
 * sorts and filters rearrange one set of products, so search engines index the set once. The
 * page number stays, since each page holds different products.
 */
export function listingCanonical(path: string, page: number, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
