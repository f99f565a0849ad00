import { route } from '../../../../server/http/route';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';
import { ok } from '../../../../server/http/envelope';
import { requireCustomer } from '../../../../server/auth/session';
import { toProfile } from '../../../../server/auth/customers';

export const GET = route(async (ctx) => ok(toProfile(await requireCustomer(ctx)), 'OK', PRIVATE_HEADERS));
