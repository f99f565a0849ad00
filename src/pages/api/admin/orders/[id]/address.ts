import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { changeAddress } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema } from '#lib/validation/admin-orders';
import { ChangeAddressSchema } from '#lib/validation/admin-order-changes';

export const prerender = false;
export const permission: Permission = 'orders.cancel';

/** Changes the order's delivery address before it ships. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const input = await readBody(ctx.request, ChangeAddressSchema);
  const r = await changeAddress(staffActionContext(ctx, staff), id, input);
  return ok(r, r.message);
});
