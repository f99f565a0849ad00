import type { APIRoute } from 'astro';
import { publicOrigin, sitemapIndexXml } from '#server/seo';

/** The address robots.txt has always named for the index (once @astrojs/sitemap's file), now rendered at the public address. */
export const GET: APIRoute = () =>
  new Response(sitemapIndexXml(publicOrigin()), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
