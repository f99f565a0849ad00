import type { APIRoute } from 'astro';
import { publicOrigin, catalogSitemapEntries, sitemapXml } from '#server/seo';

/** The database-driven half of the sitemap (the content pages' half is /sitemap-0.xml). */
export const GET: APIRoute = async () => {
  const xml = sitemapXml(publicOrigin(), await catalogSitemapEntries());
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600, s-maxage=3600' },
  });
};
