import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { getDb } from '#server/platform/db/client';
import { recordAudit, auditContext } from '#server/audit';
import { setProductHsn } from '#server/gst';
import type { Permission } from '#server/staff';
import { ProductHsnSchema, ProductIdParamSchema } from '#lib/validation/gst';

export const prerender = false;
export const permission: Permission = 'catalog.write';

/** Sets a product's HSN code (an empty string clears it). */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, ProductIdParamSchema);
  const { hsn } = await readBody(ctx.request, ProductHsnSchema);
  const db = await getDb();
  await db.transaction((tx) => setProductHsn(tx, staff, recordAudit, id, hsn, auditContext(ctx)));
  return ok({ hsn }, hsn ? `HSN ${hsn} saved.` : 'HSN cleared: this product cannot ship until it has one.');
});
