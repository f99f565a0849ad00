import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readParams } from '#server/platform/http/body';
import { getProductById, missing, IdParamSchema } from '#server/catalog';
import { STOCK_CACHE_HEADERS } from '#server/platform/http/cache-headers';
import { operation } from '#server/openapi';
import { shelfOfProduct } from '#server/stock';

export const GET = route(async ({ params }) => {
  const { id } = readParams(params, IdParamSchema);
  const product = await getProductById(id);
  if (!product) throw missing.productId(id);
  return ok({ sizes: await shelfOfProduct(id) }, 'Stock', STOCK_CACHE_HEADERS);
});

const StockAnswerSchema = z.strictObject({
  sizes: z
    .record(z.string(), z.number().int().min(0).max(5).nullable())
    .describe('per size _id: 0 sold out, 1 to 5 the units left, null for more than 5'),
});

export const openapi = operation({
  method: 'GET',
  summary: 'What is left of each size of a product now (never cached): sold out, only 1 to 5 left, or plenty',
  tag: 'catalog',
  params: IdParamSchema,
  response: StockAnswerSchema,
  errors: [404],
});
