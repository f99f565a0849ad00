import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { PRIVATE_NO_STORE, requireCustomer } from '../../../../server/auth/session';
import { toProfile } from '../../../../server/auth/customers';

export const GET = route(async (ctx) => ok(toProfile(await requireCustomer(ctx)), 'OK', PRIVATE_NO_STORE));
