import { z } from 'zod';
import { adminRoute } from '#server/app/http/admin-route';
import { readParams } from '#server/platform/http/body';
import { mediaStore } from '#server/platform/media/store';
import { evidenceOf } from '#server/returns';
import { notFound } from '#server/platform/errors';
import type { Permission } from '#server/staff';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'orders.read';

const ParamsSchema = z.object({ id: labelledId('Return id'), evidenceId: labelledId('Evidence file id') });

/** A shopper's unboxing video or photo, for staff only (the middleware keeps every /api/admin answer uncached). */
export const GET = adminRoute(permission, async (ctx) => {
  const { id, evidenceId } = readParams(ctx.params, ParamsSchema);
  const file = await evidenceOf(id, evidenceId);
  const bytes = await mediaStore().get(file.mediaKey);
  if (!bytes) throw notFound('This file is missing from the media store.');
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': file.contentType, 'Content-Length': String(bytes.byteLength), 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' },
  });
});
