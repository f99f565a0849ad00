import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { rejectReturn } from '#server/returns';
import { RejectReturnSchema, ReturnIdParamSchema } from '#lib/validation/returns';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/** Refuses the request with a reason the shopper reads on their order page; an exchange's reserved sizes go back on sale. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, ReturnIdParamSchema);
  const { reason } = await readBody(ctx.request, RejectReturnSchema);
  const r = await rejectReturn(staffActionContext(ctx, staff), id, reason);
  return ok({ status: r.status }, 'Return rejected.');
});
