import { adminRoute } from '#server/app/http/admin-route';
import { readJson } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { listRateTiersForAdmin, parseRateTiers, saveRateTiers } from '#server/taxonomy';
import type { Permission } from '#server/staff';

export const prerender = false;
export const permission: Permission = 'catalog.write';

export const GET = adminRoute(permission, async () => ok({ tiers: await listRateTiersForAdmin() }));

/** The whole rate card, lightest tier first. */
export const PUT = adminRoute(permission, async (ctx, staff) => {
  const input = parseRateTiers(await readJson(ctx.request));
  return ok(await saveRateTiers({ staff, ...auditContext(ctx) }, input), 'Shipping rates saved. Checkout uses them within a second.');
});
