import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { shipOrder, shipWithCourier } from '#server/workflows';
import { deliverySettings } from '#server/delivery';
import { bookingCourier } from '#server/courier';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema, ShipOrderSchema } from '#lib/validation/admin-orders';
import { NoFieldsSchema } from '#lib/validation/labels';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/**
 * Hands the parcel to the courier. With zones, staff give the courier, AWB number and https
 * tracking link; with live Shiprocket the body is empty and Shiprocket books the parcel.
 */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const live = bookingCourier(await deliverySettings());
  const acting = staffActionContext(ctx, staff);
  let r;
  if (live) {
    await readBody(ctx.request, NoFieldsSchema);
    r = await shipWithCourier(acting, id, live);
  } else {
    r = await shipOrder(acting, id, await readBody(ctx.request, ShipOrderSchema));
  }
  return ok({ status: r.order.status, paymentStatus: r.order.paymentStatus }, 'Order shipped.');
});
