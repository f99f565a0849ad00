import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { InitiateCheckoutBody } from '../../../../server/analytics/event-schema';
import { recordInitiateCheckout } from '../../../../server/analytics/record';

export const POST = route(async (ctx) => {
  const event = await readBody(ctx.request, InitiateCheckoutBody);
  return ok(await recordInitiateCheckout(ctx, event), 'Event received');
});
