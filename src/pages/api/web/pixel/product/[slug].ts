import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { readBody, readParams } from '../../../../../server/http/body';
import { PixelSlugParams, ProductEventsBody } from '../../../../../server/analytics/event-schema';
import { recordProductEvents } from '../../../../../server/analytics/record';

export const POST = route(async (ctx) => {
  const { slug } = readParams(ctx.params, PixelSlugParams);
  const events = await readBody(ctx.request, ProductEventsBody);
  return ok(await recordProductEvents(ctx, slug, events), 'Event received');
});
