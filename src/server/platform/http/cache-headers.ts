/** Public catalog answers may be cached briefly by browsers and CDNs, and served stale while refreshing. */
export const CATALOG_CACHE_HEADERS = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' };

/** Anything about a signed-in customer: never stored by a shared cache or the browser. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * Content pages change only on deploy, but they embed the header menu from the database, so a
 * CDN may keep them briefly and serve stale while it refreshes; browsers always revalidate.
 */
export const CONTENT_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** Stock moves with every order: caches must ask again each time (a restock shows within a second). */
export const STOCK_CACHE_HEADERS = { 'Cache-Control': 'no-cache' };
/**
 * Catalog pages (home, listings, product): the same HTML for every shopper. A CDN keeps them a
 * minute and serves stale while it refreshes; browsers revalidate, so an edit shows on the next
 * visit. Each instance's page cache (page-cache.ts) keeps pages as long as the CDN does.
 */
export const CATALOG_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
