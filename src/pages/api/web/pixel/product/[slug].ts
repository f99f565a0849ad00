import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody, readParams } from '#server/platform/http/body';
import { PixelSlugParams, ProductEventsBody, recordProductEvents, RecordResultSchema } from '#server/analytics';
import { operation } from '#server/openapi';

export const POST = route(async (ctx) => {
  const { slug } = readParams(ctx.params, PixelSlugParams);
  const events = await readBody(ctx.request, ProductEventsBody);
  return ok(await recordProductEvents(ctx, slug, events), 'Event received');
});

export const openapi = operation({ method: 'POST', summary: 'Store AddToCart/ViewContent events (array) for the Conversions API', tag: 'analytics', params: PixelSlugParams, body: ProductEventsBody, response: RecordResultSchema, errors: [404, 429] });
