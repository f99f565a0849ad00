import type { APIRoute } from 'astro';
import { languageSitemapXml, publicOrigin, SITEMAP_LANGUAGES } from '#server/seo';
import { notFound } from '#server/platform/errors';
import { route } from '#server/app/http/route';

export const prerender = false;

/** /sitemap-hi.xml and /sitemap-ta.xml: the shop's pages at their Hindi and Tamil addresses. */
export const GET: APIRoute = route(async (ctx) => {
  const lang = SITEMAP_LANGUAGES.find((l) => l === ctx.params.lang);
  if (!lang) throw notFound('No sitemap for that language: there are sitemap-hi.xml and sitemap-ta.xml.');
  return new Response(await languageSitemapXml(publicOrigin(), lang), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600, s-maxage=3600' },
  });
});
