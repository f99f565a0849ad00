// The seo domain's only door: what other domains and the pages use of it.
export { catalogSitemapEntries, sitemapXml } from './catalog-sitemap';
export { contentSitemapXml, sitemapIndexXml } from './pages-sitemap';
export { publicOrigin } from './site-origin';
