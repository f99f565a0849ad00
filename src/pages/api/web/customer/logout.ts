import { route } from '../../../../server/http/route';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';
import { ok } from '../../../../server/http/envelope';
import { unauthorized } from '../../../../server/http/errors';
import { bearerToken, revokeToken } from '../../../../server/auth/session';

/** Revokes the presented token; an unknown or already revoked token is simply gone already. */
export const POST = route(async ({ request }) => {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  await revokeToken(token);
  return ok(null, 'Logged out successfully', PRIVATE_HEADERS);
});
