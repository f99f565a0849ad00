import { adminRoute } from '#server/app/http/admin-route';
import { parseWith } from '#server/platform/http/body';
import { created } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { createPasswordReset, resetLinkShown } from '#server/staff';
import type { Permission } from '#server/staff';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'staff.manage';

const IdSchema = labelledId('Staff id');

/** An owner makes a one-time password link for a member (1 hour), shown to the owner to hand on. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'staff id');
  const token = await createPasswordReset(staff, id, auditContext(ctx));
  return created({ link: resetLinkShown(token, ctx.url) }, 'Password link created. It works once, for 1 hour.');
});
