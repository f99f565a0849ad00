import { publicAdminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { json } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { acceptInvite, createStaffSession, setSessionCookie } from '#server/staff';
import type { RoutePermission } from '#server/staff';
import { AcceptInviteSchema } from '#lib/validation/staff';

export const prerender = false;
export const permission: RoutePermission = 'public';

/** The invitee sets their name and password and is signed in. */
export const POST = publicAdminRoute(async (ctx) => {
  const input = await readBody(ctx.request, AcceptInviteSchema);
  const staff = await acceptInvite(input, auditContext(ctx));
  const token = await createStaffSession(staff.id);
  setSessionCookie(ctx.cookies, ctx.url, token);
  return json(200, 'Welcome to the Kanmani console.', { staff });
});
