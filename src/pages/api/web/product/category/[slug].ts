import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readParams, readQuery } from '#server/platform/http/body';
import { getCategoryBySlug, listProductsByCategory, missing, CategoryProductsQuerySchema, SlugParamSchema, ProductSummarySchema } from '#server/catalog';
import { CATALOG_CACHE_HEADERS } from '#server/platform/http/cache-headers';
import { z } from 'zod';
import { operation } from '#server/openapi';

export const GET = route(async ({ params, url }) => {
  const { slug } = readParams(params, SlugParamSchema);
  const { subCategoryId, subcategory } = readQuery(url, CategoryProductsQuerySchema);
  const sub = subCategoryId ?? subcategory;
  const category = await getCategoryBySlug(slug);
  if (!category) throw missing.category(slug);
  const products = await listProductsByCategory(slug, sub);
  if (!products) throw missing.subcategory(category.name, sub ?? '');
  return ok(products, 'Products', CATALOG_CACHE_HEADERS);
});

export const openapi = operation({ method: 'GET', summary: 'Products of a category', tag: 'catalog', params: SlugParamSchema, query: CategoryProductsQuerySchema, response: z.array(ProductSummarySchema), errors: [404] });
