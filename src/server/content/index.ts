// The content domain's only door: what other domains and the pages use of it.
export { loadMenu } from './menu';
export { getFaqs, getFaqsIn, getHomeContent, getSiteSettings, headOfficeLines, infoCardIn, siteWordsIn } from './site';
export type { ContentText, HomeContent, SiteSettings } from './site';
