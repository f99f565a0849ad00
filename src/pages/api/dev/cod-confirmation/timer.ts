import { z } from 'zod';
import { idSchema } from '#lib/validation/id';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { notFound } from '#server/platform/errors';
import { devToolsOn } from '#server/platform/env';
import { holdUnconfirmed } from '#server/workflows';

const BodySchema = z.strictObject({
  orderId: idSchema('orderId must be an order id (24 hex characters)'),
  at: z.iso.datetime({ message: 'at must be an ISO date and time, e.g. 2026-11-24T10:00:00Z' }),
});

/**
 * Dev tools only (404 otherwise, as in production): runs one order's 24-hour confirmation timer
 * as if the clock read `at`, so an end-to-end story can pass the 24 hours without waiting or
 * moving the clock of every other order on the shared database.
 */
export const POST = route(async (ctx) => {
  if (!devToolsOn()) throw notFound('Not found');
  const { orderId, at } = await readBody(ctx.request, BodySchema);
  return ok({ outcome: await holdUnconfirmed(orderId, new Date(at)) }, 'OK');
});
