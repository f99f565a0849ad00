import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { legalSettings, saveLegalSettings } from '#server/legal';
import type { Permission } from '#server/staff';
import { LegalSettingsSchema } from '#lib/validation/legal';

export const prerender = false;
export const permission: Permission = 'settings.manage';

export const GET = adminRoute(permission, async () => ok(await legalSettings()));

/** Replaces the declarations' defaults and the grievance officer whole; owner only. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const next = await readBody(ctx.request, LegalSettingsSchema);
  return ok(await saveLegalSettings(staff, next, auditContext(ctx)), 'Legal settings saved. The shop shows them within a second.');
});
