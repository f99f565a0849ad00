import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { changeRole, resetTotp, setDisabled, unlockSignIn } from '#server/staff';
import type { Permission } from '#server/staff';
import { StaffChangeSchema } from '#lib/validation/staff';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'staff.manage';

const IdSchema = labelledId('Staff id');

/** An owner changes a member's role, disables or re-enables them, resets their TOTP, or unlocks their sign-in. */
export const PATCH = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'staff id');
  const change = await readBody(ctx.request, StaffChangeSchema);
  const audit = auditContext(ctx);
  if (change.role) await changeRole(staff, id, change.role, audit);
  if (change.disabled !== undefined) await setDisabled(staff, id, change.disabled, audit);
  if (change.resetTotp) await resetTotp(staff, id, audit);
  if (change.unlock) await unlockSignIn(staff, id, audit);
  return ok({ id }, 'Staff member updated.');
});
