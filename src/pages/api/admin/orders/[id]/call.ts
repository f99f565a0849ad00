import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { recordCallOutcome } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema } from '#lib/validation/admin-orders';
import { CallOutcomeSchema } from '#lib/validation/call-outcome';

export const prerender = false;
export const permission: Permission = 'orders.call';

const SAID = {
  confirmed: 'Order confirmed.',
  cancelled: 'Order cancelled at the customer\'s request.',
  noAnswer: 'No answer recorded.',
  wrongNumber: 'Wrong number recorded: the order stays on the list for a decision.',
} as const;

/** What the shopper of an unconfirmed COD order said on the call ('Call the customer'). */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const input = await readBody(ctx.request, CallOutcomeSchema);
  const r = await recordCallOutcome(staffActionContext(ctx, staff), id, input);
  return ok({ outcome: r.outcome, status: r.status, dueAt: r.dueAt?.toISOString() ?? null }, SAID[r.outcome]);
});
