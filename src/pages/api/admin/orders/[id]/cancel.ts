import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { cancelOrder } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { CancelOrderSchema, OrderIdParamSchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.cancel';

/** Cancels with a reason; a paid online order is refunded through its gateway. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const { reason } = await readBody(ctx.request, CancelOrderSchema);
  const r = await cancelOrder(staffActionContext(ctx, staff), id, reason);
  return ok({ status: r.order.status, paymentStatus: r.paymentStatus }, r.refunded ? 'Order cancelled and refunded.' : 'Order cancelled.');
});
