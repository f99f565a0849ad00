import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readQuery } from '#server/platform/http/body';
import { listSubcategories, missing, SubcategoryQuerySchema, SubcategorySchema } from '#server/catalog';
import { CATALOG_CACHE_HEADERS } from '#server/platform/http/cache-headers';
import { z } from 'zod';
import { operation } from '#server/openapi';

export const GET = route(async ({ url }) => {
  const { slug } = readQuery(url, SubcategoryQuerySchema);
  const subcategories = await listSubcategories(slug);
  if (!subcategories) throw missing.category(slug);
  return ok(subcategories, 'Subcategories', CATALOG_CACHE_HEADERS);
});

export const openapi = operation({ method: 'GET', summary: 'Subcategories of a category', tag: 'catalog', query: SubcategoryQuerySchema, response: z.array(SubcategorySchema), errors: [404] });
