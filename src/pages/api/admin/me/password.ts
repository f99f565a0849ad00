import { adminSelfRoute } from '#server/app/http/admin-self-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { changeOwnPassword, setSessionCookie } from '#server/staff';
import type { RoutePermission } from '#server/staff';
import { PasswordChangeSchema } from '#lib/validation/staff';

export const prerender = false;
export const permission: RoutePermission = 'signed-in';

/** A member changes their own password; their other sessions end and this browser stays signed in. */
export const POST = adminSelfRoute(async (ctx, staff) => {
  const input = await readBody(ctx.request, PasswordChangeSchema);
  const token = await changeOwnPassword(staff, input, auditContext(ctx));
  setSessionCookie(ctx.cookies, ctx.url, token);
  return ok(null, 'Password changed. Your other sessions were signed out.');
});
