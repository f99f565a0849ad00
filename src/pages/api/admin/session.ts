import { publicAdminRoute } from '../../../server/http/admin-route';
import { readBody } from '../../../server/http/body';
import { json } from '../../../server/http/envelope';
import { clientAddressOf } from '../../../server/http/client-address';
import { signIn } from '../../../server/staff/sign-in';
import { setSessionCookie } from '../../../server/staff/session-cookie';
import type { RoutePermission } from '../../../server/staff/permissions';
import { SignInSchema } from '../../../lib/validation/staff';

export const prerender = false;
export const permission: RoutePermission = 'public';

/** Staff sign-in: email, password and (when turned on) the authenticator code; sets the session cookie. */
export const POST = publicAdminRoute(async (ctx) => {
  const input = await readBody(ctx.request, SignInSchema);
  const { token, staff } = await signIn(input, clientAddressOf(ctx));
  setSessionCookie(ctx.cookies, ctx.url, token);
  return json(200, 'Signed in.', { staff });
});
