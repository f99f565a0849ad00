import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { InitiateCheckoutBody } from '#server/analytics';
import { recordInitiateCheckout } from '#server/analytics';
import { operation } from '#server/openapi';
import { RecordResultSchema } from '#server/analytics';

export const POST = route(async (ctx) => {
  const event = await readBody(ctx.request, InitiateCheckoutBody);
  return ok(await recordInitiateCheckout(ctx, event), 'Event received');
});

export const openapi = operation({ method: 'POST', summary: 'Store an InitiateCheckout event', tag: 'analytics', body: InitiateCheckoutBody, response: RecordResultSchema, errors: [429] });
