import type { APIRoute } from 'astro';

/**
 * Absolute sitemap URLs need the public origin, so robots.txt is rendered rather than static.
 * /sitemap-index.xml is @astrojs/sitemap's (static pages); /sitemap-catalog.xml lists every
 * category, subcategory and product from the database.
 */
export const GET: APIRoute = ({ site, url }) => {
  const origin = (site ?? url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /shipping',
    'Disallow: /order/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/sitemap-index.xml`,
    `Sitemap: ${origin}/sitemap-catalog.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
