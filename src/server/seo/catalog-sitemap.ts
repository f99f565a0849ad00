import { getCategoryBySlug, listCategories, listProducts } from '#server/catalog';

export type SitemapEntry = { path: string; priority: number };

/** Every catalog URL a search engine should know: categories, their subcategories, products. */
export async function catalogSitemapEntries(): Promise<SitemapEntry[]> {
  const [categories, products] = await Promise.all([listCategories(), listProducts()]);
  const details = await Promise.all(categories.map((c) => getCategoryBySlug(c.categorySlug)));
  const entries: SitemapEntry[] = [{ path: '/categories', priority: 0.8 }];
  for (const category of details) {
    if (!category) continue;
    entries.push({ path: `/categories/${category.categorySlug}`, priority: 0.8 });
    for (const sub of category.subcategories) {
      entries.push({ path: `/categories/${category.categorySlug}/${sub.slug}`, priority: 0.7 });
    }
  }
  for (const product of products) entries.push({ path: `/product/${product.slug}`, priority: 0.9 });
  return entries;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(new URL(e.path, origin).href)}</loc><priority>${e.priority.toFixed(1)}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
