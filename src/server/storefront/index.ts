// The storefront domain's only door: what other domains and the pages use of it.
export { CATALOG_CACHE_CONTROL, catalogPages, listingCanonical, orEmpty } from './catalog-page';
export { shopPromiseTexts, shopPromises } from './shop-promises';
