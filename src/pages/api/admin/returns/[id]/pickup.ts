import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { scheduleReturnPickup } from '#server/returns';
import { ReturnIdParamSchema, ReturnPickupSchema } from '#lib/validation/returns';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/** The reverse pickup booked with a courier: its name, AWB number and https tracking link. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, ReturnIdParamSchema);
  const input = await readBody(ctx.request, ReturnPickupSchema);
  const r = await scheduleReturnPickup(staffActionContext(ctx, staff), id, input);
  return ok({ status: r.status }, 'Pickup scheduled.');
});
