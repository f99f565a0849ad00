import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { listCollections, CollectionSchema } from '#server/catalog';
import { CATALOG_CACHE_HEADERS } from '#server/platform/http/cache-headers';
import { z } from 'zod';
import { operation } from '#server/openapi';

export const GET = route(async () => ok(await listCollections(), 'Collections', CATALOG_CACHE_HEADERS));

export const openapi = operation({ method: 'GET', summary: 'Collections for SHOP BY COLLECTIONS', tag: 'catalog', response: z.array(CollectionSchema) });
