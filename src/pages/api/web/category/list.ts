import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { listCategories } from '../../../../server/catalog';
import { CATALOG_CACHE_HEADERS } from '../../../../server/http/cache-headers';

export const GET = route(async () => ok(await listCategories(), 'Categories', CATALOG_CACHE_HEADERS));
