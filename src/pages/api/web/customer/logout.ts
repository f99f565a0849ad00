import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { unauthorized } from '#server/platform/errors';
import { bearerToken, revokeToken } from '#server/auth';
import { z } from 'zod';
import { operation } from '#server/openapi';

/** Revokes the presented token; an unknown or already revoked token is simply gone already. */
export const POST = route(async ({ request }) => {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  await revokeToken(token);
  return ok(null, 'Logged out successfully');
});

export const openapi = operation({ method: 'POST', summary: 'Revoke the bearer token', tag: 'customer', auth: true, response: z.null() });
