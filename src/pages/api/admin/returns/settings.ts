import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { getDb } from '#server/platform/db/client';
import { recordAudit, auditContext } from '#server/audit';
import { returnWindowDays, saveReturnWindowDays } from '#server/returns';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import type { Permission } from '#server/staff';
import { ReturnSettingsSchema } from '#lib/validation/returns';

export const prerender = false;
/** The return window is a delivery promise, kept with the delivery rules. */
export const permission: Permission = 'delivery.write';

export const POST = adminRoute(permission, async (ctx, staff) => {
  const { windowDays } = await readBody(ctx.request, ReturnSettingsSchema);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await returnWindowDays(tx);
    await saveReturnWindowDays(tx, windowDays);
    await recordAudit(tx, { staff, action: 'settings.returns', entity: 'settings', entityId: 'returns', before: { windowDays: before }, after: { windowDays }, ...auditContext(ctx) });
    // The product pages and home cards print the window; their kept HTML goes with the catalog version.
    await bumpCatalogVersion(tx);
  });
  return ok({ windowDays }, 'Return window saved.');
});
