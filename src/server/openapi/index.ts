// The openapi domain's only door: what other domains and the pages use of it.
export { openApiDocument } from './document';
export type { RouteModule } from './document';
export { operation } from './operation';
