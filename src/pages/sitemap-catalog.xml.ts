import type { APIRoute } from 'astro';
import { catalogSitemapEntries, sitemapXml } from '../server/seo/catalog-sitemap';

/** The database-driven half of the sitemap (the static half is @astrojs/sitemap's index). */
export const GET: APIRoute = async ({ site, url }) => {
  const xml = sitemapXml((site ?? url).origin, await catalogSitemapEntries());
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600, s-maxage=3600' },
  });
};
