import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { created } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { inviteStaff, inviteLinkShown } from '#server/staff';
import type { Permission } from '#server/staff';
import { InviteSchema } from '#lib/validation/staff';

export const prerender = false;
export const permission: Permission = 'staff.manage';

/** An owner invites a member; locally (no mail is sent) the one-time link comes back to show. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const input = await readBody(ctx.request, InviteSchema);
  const { id, token } = await inviteStaff(staff, input, auditContext(ctx));
  return created({ id, email: input.email.toLowerCase(), role: input.role, link: inviteLinkShown(token, ctx.url) }, 'Invite created.');
});
