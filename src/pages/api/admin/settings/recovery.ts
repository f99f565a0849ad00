import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { recoverySettings, saveRecoverySettings } from '#server/recovery';
import type { Permission } from '#server/staff';
import { RecoverySettingsSchema } from '#lib/validation/recovery';

export const prerender = false;
export const permission: Permission = 'settings.manage';

export const GET = adminRoute(permission, async () => ok(await recoverySettings()));

/** Replaces the cart-reminder choices whole. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const next = await readBody(ctx.request, RecoverySettingsSchema);
  return ok(await saveRecoverySettings(staff, next, auditContext(ctx)), 'Cart reminder settings saved.');
});
