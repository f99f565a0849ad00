/** Public catalog answers may be cached briefly by browsers and CDNs, and served stale while refreshing. */
export const CATALOG_CACHE_HEADERS = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' };

/** Anything about a signed-in customer: never stored by a shared cache or the browser. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * Content pages change only on deploy, but they embed the header menu from the database, so a
 * CDN may keep them briefly and serve stale while it refreshes; browsers always revalidate.
 */
export const CONTENT_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
