import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { listProducts, ProductSummarySchema } from '#server/catalog';
import { CATALOG_CACHE_HEADERS } from '#server/platform/http/cache-headers';
import { z } from 'zod';
import { operation } from '#server/openapi';

export const GET = route(async () => ok(await listProducts(), 'Products', CATALOG_CACHE_HEADERS));

export const openapi = operation({ method: 'GET', summary: 'All products (summaries)', tag: 'catalog', response: z.array(ProductSummarySchema) });
