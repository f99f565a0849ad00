import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { InitiateCheckoutBody, recordInitiateCheckout, RecordResultSchema } from '#server/analytics';
import { operation } from '#server/openapi';

export const POST = route(async (ctx) => {
  const event = await readBody(ctx.request, InitiateCheckoutBody);
  return ok(await recordInitiateCheckout(ctx, event), 'Event received');
});

export const openapi = operation({ method: 'POST', summary: 'Store an InitiateCheckout event', tag: 'analytics', body: InitiateCheckoutBody, response: RecordResultSchema, errors: [429] });
