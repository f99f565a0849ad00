import { adminRoute } from '../../../../server/http/admin-route';
import { readBody } from '../../../../server/http/body';
import { ok } from '../../../../server/http/envelope';
import { getDb, type Db } from '../../../../server/db/client';
import { recordAudit } from '../../../../server/audit/record';
import { auditContext } from '../../../../server/audit/request-context';
import { returnWindowDays, saveReturnWindowDays } from '../../../../server/returns/return-settings';
import type { Permission } from '../../../../server/staff/permissions';
import { ReturnSettingsSchema } from '../../../../lib/validation/returns';

export const prerender = false;
/** The return window is a delivery promise, kept with the delivery rules. */
export const permission: Permission = 'delivery.write';

export const POST = adminRoute(permission, async (ctx, staff) => {
  const { windowDays } = await readBody(ctx.request, ReturnSettingsSchema);
  const db = await getDb();
  await db.transaction(async (t) => {
    const tx = t as Db;
    const before = await returnWindowDays(tx);
    await saveReturnWindowDays(tx, windowDays);
    await recordAudit(tx, { staff, action: 'settings.returns', entity: 'settings', entityId: 'returns', before: { windowDays: before }, after: { windowDays }, ...auditContext(ctx) });
  });
  return ok({ windowDays }, 'Return window saved.');
});
