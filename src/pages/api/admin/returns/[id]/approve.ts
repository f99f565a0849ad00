import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { approveReturn } from '#server/returns';
import { ReturnIdParamSchema } from '#lib/validation/returns';
import { NoFieldsSchema } from '#lib/validation/labels';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, ReturnIdParamSchema);
  await readBody(ctx.request, NoFieldsSchema);
  const r = await approveReturn(staffActionContext(ctx, staff), id);
  return ok({ status: r.status }, 'Return approved.');
});
