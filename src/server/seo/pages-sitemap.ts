import { sitemapXml } from './catalog-sitemap';

/** The sitemap index: the content pages' sitemap and the catalog's, at the public address. */
export function sitemapIndexXml(origin: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    [`${origin}/sitemap-0.xml`, `${origin}/sitemap-catalog.xml`].map((loc) => `  <sitemap><loc>${loc}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n'
  );
}

/**
 * The content pages' sitemap: home, the category list, FAQs, the blog and every policy page and
 * post, from the content collections. Rendered per request (cheap), so it names the public
 * address the server runs under, not the one the bundle was built with.
 */
export async function contentSitemapXml(origin: string): Promise<string> {
  // Loaded here, not at the top: Astro's content modules exist only inside Astro, and the seo
  // domain's door is imported by code that runs outside it too (API tests, scripts).
  const { getCollection } = await import('astro:content');
  const [policies, posts] = await Promise.all([getCollection('policies'), getCollection('blog')]);
  const entries = [
    { path: '/', priority: 1 },
    { path: '/categories', priority: 0.8 },
    { path: '/faqs', priority: 0.5 },
    { path: '/blogs', priority: 0.5 },
    ...policies.map((p) => ({ path: `/static/${p.id}`, priority: 0.3 })),
    ...posts.map((p) => ({ path: `/blogs/${p.id}`, priority: 0.5 })),
  ];
  return sitemapXml(origin, entries);
}
