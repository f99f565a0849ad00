import { publicAdminRoute } from '../../../server/http/admin-route';
import { json } from '../../../server/http/envelope';
import { revokeStaffToken } from '../../../server/staff/sessions';
import { clearSessionCookie, sessionToken } from '../../../server/staff/session-cookie';
import type { RoutePermission } from '../../../server/staff/permissions';

export const prerender = false;
export const permission: RoutePermission = 'public';

/** Ends this browser's session (the stored session is revoked, not just the cookie dropped). */
export const POST = publicAdminRoute(async (ctx) => {
  const token = sessionToken(ctx.cookies);
  if (token) await revokeStaffToken(token);
  clearSessionCookie(ctx.cookies, ctx.url);
  return json(200, 'Signed out.', null);
});
