/**
 * Content pages change only on deploy, but they embed the header menu from the database, so a
 * CDN may keep them briefly and serve stale while it refreshes; browsers always revalidate.
 */
export const CONTENT_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
