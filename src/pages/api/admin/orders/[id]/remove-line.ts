import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { removeLine } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema } from '#lib/validation/admin-orders';
import { RemoveLineSchema } from '#lib/validation/admin-order-changes';

export const prerender = false;
export const permission: Permission = 'orders.cancel';

/** Removes one item before the order ships (a partial cancellation): its stock goes back, its value is refunded or no longer collected. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const input = await readBody(ctx.request, RemoveLineSchema);
  const r = await removeLine(staffActionContext(ctx, staff), id, input);
  return ok(r, r.message);
});
