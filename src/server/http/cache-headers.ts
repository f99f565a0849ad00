/** Public catalog answers may be cached briefly by browsers and CDNs, and served stale while refreshing. */
export const CATALOG_CACHE_HEADERS = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' };

/** Anything about a signed-in customer: never stored by a shared cache or the browser. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };
