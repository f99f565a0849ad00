import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { readParams } from '../../../../../server/http/body';
import { getProductById } from '../../../../../server/catalog';
import { IdParamSchema } from '../../../../../server/catalog/schemas';
import { CATALOG_CACHE_HEADERS } from '../../../../../server/http/cache-headers';

export const GET = route(async ({ params }) => {
  const { id } = readParams(params, IdParamSchema);
  return ok(await getProductById(id), 'Product', CATALOG_CACHE_HEADERS);
});
