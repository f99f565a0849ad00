import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { loadMenuForAdmin, saveMenu } from '#server/taxonomy';
import type { Permission } from '#server/staff';
import { MenuInputSchema } from '#lib/validation/taxonomy';

export const prerender = false;
export const permission: Permission = 'catalog.write';

export const GET = adminRoute(permission, async () => ok(await loadMenuForAdmin()));

/** The whole header menu in its new order, sub-menus included. */
export const PUT = adminRoute(permission, async (ctx, staff) => {
  const input = await readBody(ctx.request, MenuInputSchema);
  return ok(await saveMenu({ staff, ...auditContext(ctx) }, input), 'Menu saved. The shop shows it within a second.');
});
