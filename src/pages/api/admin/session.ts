import { publicAdminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { json } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { signIn, setSessionCookie } from '#server/staff';
import type { RoutePermission } from '#server/staff';
import { SignInSchema } from '#lib/validation/staff';

export const prerender = false;
export const permission: RoutePermission = 'public';

/** Staff sign-in: email, password and (when turned on) the authenticator code; sets the session cookie. */
export const POST = publicAdminRoute(async (ctx) => {
  const input = await readBody(ctx.request, SignInSchema);
  const audit = auditContext(ctx);
  const { token, staff } = await signIn(input, audit.clientAddress, audit);
  setSessionCookie(ctx.cookies, ctx.url, token);
  return json(200, 'Signed in.', { staff });
});
