import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { resendRefunds } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema, OrderMoveNoteSchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.cancel';

/** Sends again the refunds of a change or a goodwill refund that the gateway did not take. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  await readBody(ctx.request, OrderMoveNoteSchema);
  const sent = await resendRefunds(staffActionContext(ctx, staff), id);
  return ok({ sent }, 'Refund sent to the payment gateway again.');
});
