import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { readParams, readQuery } from '../../../../../server/http/body';
import { listProductsByCategory } from '../../../../../server/catalog';
import { CategoryProductsQuerySchema, SlugParamSchema } from '../../../../../server/catalog/schemas';
import { CATALOG_CACHE_HEADERS } from '../../../../../server/http/cache-headers';

export const GET = route(async ({ params, url }) => {
  const { slug } = readParams(params, SlugParamSchema);
  const { subCategoryId, subcategory } = readQuery(url, CategoryProductsQuerySchema);
  return ok(await listProductsByCategory(slug, subCategoryId ?? subcategory), 'Products', CATALOG_CACHE_HEADERS);
});
