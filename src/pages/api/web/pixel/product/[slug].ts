import { z } from 'zod';
import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { readBody, readParams } from '../../../../../server/http/body';
import { ProductEventsBody } from '../../../../../server/analytics/event-schema';
import { recordProductEvents } from '../../../../../server/analytics/record';

const Params = z.object({ slug: z.string().min(1).max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a product slug') });

export const POST = route(async (ctx) => {
  const { slug } = readParams(ctx.params, Params);
  const events = await readBody(ctx.request, ProductEventsBody);
  return ok(await recordProductEvents(ctx, slug, events), 'Event received');
});
