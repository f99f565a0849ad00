import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { changeLine } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema } from '#lib/validation/admin-orders';
import { ChangeLineSchema } from '#lib/validation/admin-order-changes';

export const prerender = false;
// Managers and the owner: a change re-prices the order and may refund money, which fulfilment may not.
export const permission: Permission = 'orders.cancel';

/** Changes an item's colour, size or quantity before the order ships; the server re-prices it. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const input = await readBody(ctx.request, ChangeLineSchema);
  const r = await changeLine(staffActionContext(ctx, staff), id, input);
  return ok(r, r.message);
});
