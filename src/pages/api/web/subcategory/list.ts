import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { listSubcategories } from '../../../../server/catalog';
import { SubcategoryQuerySchema } from '../../../../server/catalog/schemas';
import { CATALOG_CACHE_HEADERS } from '../../../../server/http/cache-headers';

export const GET = route(async ({ url }) => {
  const { slug } = readQuery(url, SubcategoryQuerySchema);
  return ok(await listSubcategories(slug), 'Subcategories', CATALOG_CACHE_HEADERS);
});
