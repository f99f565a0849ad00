import { adminRoute } from '#server/app/http/admin-route';
import { parseWith } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { revokeInvite } from '#server/staff';
import type { Permission } from '#server/staff';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'staff.manage';

const IdSchema = labelledId('Invite id');

/** An owner revokes a pending invite: its link stops working at once. */
export const DELETE = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'invite id');
  await revokeInvite(staff, id, auditContext(ctx));
  return ok({ id }, 'Invite revoked.');
});
