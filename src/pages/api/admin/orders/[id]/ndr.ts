import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { answerFailedDelivery } from '#server/courier';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { NdrActionSchema, OrderIdParamSchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/** A failed delivery: ask the courier to deliver again or to send the parcel back. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const { action, comments } = await readBody(ctx.request, NdrActionSchema);
  await answerFailedDelivery(staffActionContext(ctx, staff), id, action, comments);
  return ok({ action }, action === 're-attempt' ? 'Shiprocket will try to deliver again.' : 'Shiprocket will send the parcel back.');
});
