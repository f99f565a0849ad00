import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { goodwillRefund } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema } from '#lib/validation/admin-orders';
import { GoodwillRefundSchema } from '#lib/validation/admin-order-changes';

export const prerender = false;
export const permission: Permission = 'orders.cancel';

/** A goodwill refund of a chosen amount with a reason, within what was paid, with its credit note. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const input = await readBody(ctx.request, GoodwillRefundSchema);
  const r = await goodwillRefund(staffActionContext(ctx, staff), id, input);
  return ok(r, r.message);
});
