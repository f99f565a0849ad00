import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { notFound } from '#server/platform/errors';
import { devToolsOn } from '#server/platform/env';
import { runReviewRequestFor } from '#server/reviews';
import { MobileNumberSchema } from '#lib/validation/account';

const BodySchema = z.strictObject({
  mobileNumber: MobileNumberSchema,
  at: z.iso.datetime({ message: 'at must be an ISO date and time, e.g. 2026-11-24T10:00:00Z' }),
});

/**
 * Dev tools only (404 otherwise, as in production): runs one shopper's waiting review request as
 * if the clock read `at`, so an end-to-end story can pass the three days after delivery without
 * moving every other timer on the shared database.
 */
export const POST = route(async (ctx) => {
  if (!devToolsOn()) throw notFound('Not found');
  const { mobileNumber, at } = await readBody(ctx.request, BodySchema);
  return ok({ outcome: await runReviewRequestFor(mobileNumber, new Date(at)) }, 'OK');
});
