import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { refundReturn } from '#server/returns';
import { RefundReturnSchema, ReturnIdParamSchema } from '#lib/validation/returns';

export const prerender = false;
/** Money leaves the shop: the same permission as cancelling a paid order. */
export const permission: Permission = 'orders.cancel';

export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, ReturnIdParamSchema);
  const { payoutReference } = await readBody(ctx.request, RefundReturnSchema);
  const r = await refundReturn(staffActionContext(ctx, staff), id, payoutReference);
  return ok({ status: r.status, refundPaise: r.refundPaise }, 'Return refunded.');
});
