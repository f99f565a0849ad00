import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { shipExchange } from '#server/returns';
import { ReturnIdParamSchema, ShipExchangeSchema } from '#lib/validation/returns';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/** Ships the exchange as a linked order at no charge, handed to the courier with this AWB. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, ReturnIdParamSchema);
  const input = await readBody(ctx.request, ShipExchangeSchema);
  const r = await shipExchange(staffActionContext(ctx, staff), id, input);
  return ok({ status: r.status, exchangeOrderId: r.exchangeOrderId }, 'Exchange shipped.');
});
