import { localePath, type Locale } from '#lib/i18n/locales';
import { catalogSitemapEntries, sitemapXml, type SitemapEntry } from './catalog-sitemap';

/** The languages with a sitemap of their own (English is /sitemap-0.xml and /sitemap-catalog.xml). */
export const SITEMAP_LANGUAGES = ['hi', 'ta'] as const satisfies readonly Locale[];

/** The sitemap index: the content pages' sitemap, the catalog's, and one per other language. */
export function sitemapIndexXml(origin: string): string {
  const maps = [`${origin}/sitemap-0.xml`, `${origin}/sitemap-catalog.xml`, ...SITEMAP_LANGUAGES.map((l) => `${origin}/sitemap-${l}.xml`)];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    maps.map((loc) => `  <sitemap><loc>${loc}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n'
  );
}

/** Every page of the shop at its address in `locale` (issue 31): content and catalog in one file. */
export async function languageSitemapXml(origin: string, locale: Locale): Promise<string> {
  const entries = [...(await contentSitemapEntries()), ...(await catalogSitemapEntries())];
  return sitemapXml(origin, entries.map((e) => ({ ...e, path: localePath(locale, e.path) })));
}

/**
 * The content pages' sitemap: home, the category list, FAQs, the blog and every policy page and
 * post, from the content collections. Rendered per request (cheap), so it names the public
 * address the server runs under, not the one the bundle was built with.
 */
export async function contentSitemapXml(origin: string): Promise<string> {
  return sitemapXml(origin, await contentSitemapEntries());
}

async function contentSitemapEntries(): Promise<SitemapEntry[]> {
  // Loaded here, not at the top: Astro's content modules exist only inside Astro, and the seo
  // domain's door is imported by code that runs outside it too (API tests, scripts).
  const { getCollection } = await import('astro:content');
  const [policies, posts] = await Promise.all([getCollection('policies'), getCollection('blog')]);
  return [
    { path: '/', priority: 1 },
    { path: '/categories', priority: 0.8 },
    { path: '/faqs', priority: 0.5 },
    { path: '/blogs', priority: 0.5 },
    ...policies.map((p) => ({ path: `/static/${p.id}`, priority: 0.3 })),
    ...posts.map((p) => ({ path: `/blogs/${p.id}`, priority: 0.5 })),
  ];
}
