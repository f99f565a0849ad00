import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readParams } from '#server/platform/http/body';
import { getProductBySlug, missing, SlugParamSchema, ProductDetailSchema } from '#server/catalog';
import { CATALOG_CACHE_HEADERS } from '#server/platform/http/cache-headers';
import { operation } from '#server/openapi';

export const GET = route(async ({ params }) => {
  const { slug } = readParams(params, SlugParamSchema);
  const product = await getProductBySlug(slug);
  if (!product) throw missing.productSlug(slug);
  return ok(product, 'Product', CATALOG_CACHE_HEADERS);
});

export const openapi = operation({ method: 'GET', summary: 'A product by slug', tag: 'catalog', params: SlugParamSchema, response: ProductDetailSchema, errors: [404] });
