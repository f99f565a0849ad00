import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readQuery } from '#server/platform/http/body';
import { searchProducts, SearchQuerySchema, ProductSummarySchema } from '#server/catalog';
import { CATALOG_CACHE_HEADERS } from '#server/platform/http/cache-headers';
import { z } from 'zod';
import { operation } from '#server/openapi';

export const GET = route(async ({ url }) => {
  const { q, limit, lang } = readQuery(url, SearchQuerySchema);
  return ok(await searchProducts(q, limit, lang), 'Search results', CATALOG_CACHE_HEADERS);
});

export const openapi = operation({ method: 'GET', summary: 'Search products by name, category and subcategory', tag: 'catalog', query: SearchQuerySchema, response: z.array(ProductSummarySchema) });
