import { adminRoute } from '../../../../../server/http/admin-route';
import { readBody, readParams } from '../../../../../server/http/body';
import { ok } from '../../../../../server/http/envelope';
import { shipOrder } from '../../../../../server/orders/order-actions';
import { staffActionContext } from '../../../../../server/orders/staff-context';
import type { Permission } from '../../../../../server/staff/permissions';
import { OrderIdParamSchema, ShipOrderSchema } from '../../../../../lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/** Hands the parcel to the courier: courier, AWB number and https tracking link, all required. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const input = await readBody(ctx.request, ShipOrderSchema);
  const r = await shipOrder(staffActionContext(ctx, staff), id, input);
  return ok({ status: r.order.status, paymentStatus: r.order.paymentStatus }, 'Order shipped.');
});
