import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { receiveReturn } from '#server/returns';
import { ReceiveReturnSchema, ReturnIdParamSchema } from '#lib/validation/returns';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/** The parcel is back and checked: each line restocked or written off. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, ReturnIdParamSchema);
  const input = await readBody(ctx.request, ReceiveReturnSchema);
  const r = await receiveReturn(staffActionContext(ctx, staff), id, input);
  return ok({ status: r.status }, 'Return received.');
});
