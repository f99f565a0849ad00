import type { APIRoute } from 'astro';
import { publicOrigin, contentSitemapXml } from '#server/seo';

/** The content pages' sitemap, at the address @astrojs/sitemap's file had. */
export const GET: APIRoute = async () =>
  new Response(await contentSitemapXml(publicOrigin()), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
