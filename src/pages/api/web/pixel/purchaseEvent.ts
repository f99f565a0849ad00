import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { PurchaseBody } from '../../../../server/analytics/event-schema';
import { recordPurchase } from '../../../../server/analytics/record';

export const POST = route(async (ctx) => {
  const event = await readBody(ctx.request, PurchaseBody);
  return ok(await recordPurchase(ctx, event), 'Event received');
});
