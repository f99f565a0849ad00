import { z } from 'zod';
import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { deliverOrder, runSimpleAction, type SimpleAction } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema, OrderMoveNoteSchema } from '#lib/validation/admin-orders';
import { labelled } from '#lib/validation/labels';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/** The fulfilment moves that need no more than an optional note, by their path name. */
const ACTIONS = {
  confirm: 'confirm',
  hold: 'hold',
  release: 'release',
  'partially-fulfil': 'partiallyFulfil',
  deliver: 'deliver',
  'return-to-origin': 'returnToOrigin',
  'cod-collected': 'codCollected',
} as const satisfies Record<string, SimpleAction | 'deliver'>;

const ParamsSchema = OrderIdParamSchema.extend({
  action: labelled('Action', z.enum(Object.keys(ACTIONS) as [keyof typeof ACTIONS], { error: `Action must be one of ${Object.keys(ACTIONS).join(', ')}` })),
});

export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id, action } = readParams(ctx.params, ParamsSchema);
  const { note } = await readBody(ctx.request, OrderMoveNoteSchema);
  const move = ACTIONS[action];
  const acting = staffActionContext(ctx, staff);
  const r = move === 'deliver' ? await deliverOrder(acting, id) : await runSimpleAction(acting, id, move, note);
  return ok({ status: r.order.status, paymentStatus: r.order.paymentStatus }, 'Order updated.');
});
