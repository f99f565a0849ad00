import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readParams } from '#server/platform/http/body';
import { getProductById, missing, IdParamSchema, ProductDetailSchema } from '#server/catalog';
import { CATALOG_CACHE_HEADERS } from '#server/platform/http/cache-headers';
import { operation } from '#server/openapi';

export const GET = route(async ({ params }) => {
  const { id } = readParams(params, IdParamSchema);
  const product = await getProductById(id);
  if (!product) throw missing.productId(id);
  return ok(product, 'Product', CATALOG_CACHE_HEADERS);
});

export const openapi = operation({ method: 'GET', summary: 'A product by id', tag: 'catalog', params: IdParamSchema, response: ProductDetailSchema, errors: [404] });
