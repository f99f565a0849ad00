import type { APIRoute } from 'astro';

/**
 * The one sitemap address crawlers guess: an index of the content pages' sitemap (written by
 * @astrojs/sitemap at build time) and the catalog's, read from the database.
 */
export const GET: APIRoute = ({ site, url }) => {
  const origin = (site ?? url).origin;
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    [`${origin}/sitemap-0.xml`, `${origin}/sitemap-catalog.xml`].map((loc) => `  <sitemap><loc>${loc}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n';
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
