import { publicAdminRoute } from '#server/app/http/admin-route';
import { json } from '#server/platform/http/envelope';
import { signOut, clearSessionCookie, sessionToken } from '#server/staff';
import { auditContext } from '#server/audit';
import type { RoutePermission } from '#server/staff';

export const prerender = false;
export const permission: RoutePermission = 'public';

/** Ends this browser's session (the stored session is revoked, not just the cookie dropped). */
export const POST = publicAdminRoute(async (ctx) => {
  const token = sessionToken(ctx.cookies);
  if (token) await signOut(token, auditContext(ctx));
  clearSessionCookie(ctx.cookies, ctx.url);
  return json(200, 'Signed out.', null);
});
