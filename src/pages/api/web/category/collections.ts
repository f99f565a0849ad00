import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { listCollections } from '../../../../server/catalog';
import { CATALOG_CACHE_HEADERS } from '../../../../server/http/cache-headers';

export const GET = route(async () => ok(await listCollections(), 'Collections', CATALOG_CACHE_HEADERS));
