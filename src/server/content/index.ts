// The content domain's only door: what other domains and the pages use of it.
export { loadMenu } from './menu';
export { copyrightLine, getFaqs, getHomeContent, getSiteSettings, headOfficeLines } from './site';
export type { HomeContent, SiteSettings } from './site';
