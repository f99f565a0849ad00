import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readQuery } from '#server/platform/http/body';
import { notFound } from '#server/platform/errors';
import { devToolsOn } from '#server/platform/env';
import { recentOutbox } from '#server/auth';
import { MobileNumberSchema } from '#lib/validation/account';

const QuerySchema = z.object({
  to: MobileNumberSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The dev SMS outbox, newest first. Absent (404) whenever dev tools are off, as in production. */
export const GET = route(async ({ url }) => {
  if (!devToolsOn()) throw notFound('Not found');
  const { to, limit } = readQuery(url, QuerySchema);
  return ok(await recentOutbox({ to, limit }), 'OK');
});
