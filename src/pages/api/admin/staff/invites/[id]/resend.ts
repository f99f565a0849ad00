import { adminRoute } from '#server/app/http/admin-route';
import { parseWith } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { resendInvite, inviteLinkShown } from '#server/staff';
import type { Permission } from '#server/staff';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'staff.manage';

const IdSchema = labelledId('Invite id');

/** A fresh link for a pending invite (the old link stops working), good for 7 more days. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'invite id');
  const { email, token } = await resendInvite(staff, id, auditContext(ctx));
  return ok({ id, email, link: inviteLinkShown(token, ctx.url) }, 'A new invite link was made; the old one no longer works.');
});
