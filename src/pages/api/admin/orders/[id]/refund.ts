import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { refundOrder } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema, OrderMoveNoteSchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.cancel';

/** Asks the gateway again for the refund of a cancelled order it refused before. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  await readBody(ctx.request, OrderMoveNoteSchema);
  const paymentStatus = await refundOrder(staffActionContext(ctx, staff), id);
  return ok({ paymentStatus }, 'Refund sent to the payment gateway.');
});
