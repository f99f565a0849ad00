import type { APIRoute } from 'astro';
import { publicOrigin } from '#server/seo';

/**
 * Absolute sitemap URLs need the public origin, so robots.txt is rendered rather than static.
 * /sitemap-index.xml names the content pages' sitemap and /sitemap-catalog.xml, which lists every
 * category, subcategory and product from the database.
 */
export const GET: APIRoute = () => {
  const origin = publicOrigin();
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
