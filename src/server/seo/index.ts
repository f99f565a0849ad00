// The seo domain's only door: what other domains and the pages use of it.
export { catalogSitemapEntries, sitemapXml } from './catalog-sitemap';
export { contentSitemapXml, languageSitemapXml, sitemapIndexXml, SITEMAP_LANGUAGES } from './pages-sitemap';
export { publicOrigin } from './site-origin';
