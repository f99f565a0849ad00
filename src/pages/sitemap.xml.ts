import type { APIRoute } from 'astro';
import { publicOrigin, sitemapIndexXml } from '#server/seo';

/** The one sitemap address crawlers guess: an index of the content pages' sitemap and the catalog's. */
export const GET: APIRoute = () =>
  new Response(sitemapIndexXml(publicOrigin()), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
