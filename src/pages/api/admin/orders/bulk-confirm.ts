import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { bulkConfirm } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { BulkOrdersSchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/** Confirms each selected order on its own; the answer lists which were confirmed and why others were not. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { orderIds } = await readBody(ctx.request, BulkOrdersSchema);
  const outcome = await bulkConfirm(staffActionContext(ctx, staff), orderIds);
  const message = `${outcome.confirmed.length} confirmed, ${outcome.refused.length} refused.`;
  return ok(outcome, message);
});
