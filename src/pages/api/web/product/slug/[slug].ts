import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { readParams } from '../../../../../server/http/body';
import { getProductBySlug } from '../../../../../server/catalog';
import { SlugParamSchema } from '../../../../../server/catalog/schemas';
import { CATALOG_CACHE_HEADERS } from '../../../../../server/http/cache-headers';

export const GET = route(async ({ params }) => {
  const { slug } = readParams(params, SlugParamSchema);
  return ok(await getProductBySlug(slug), 'Product', CATALOG_CACHE_HEADERS);
});
