import { z } from 'zod';
import { adminSelfRoute } from '#server/app/http/admin-self-route';
import { readParams } from '#server/platform/http/body';
import { exportFileOf } from '#server/exports';
import { labelledId } from '#lib/validation/id';
import type { RoutePermission } from '#server/staff';

export const prerender = false;
// Only the staff member who started the export may fetch its file; it was made under their permission.
export const permission: RoutePermission = 'signed-in';

const ParamsSchema = z.object({ id: labelledId('Task id') });

/** The file a finished export task made, as a download (private, no-store like every console answer). */
export const GET = adminSelfRoute(async (ctx, staff) => {
  const { id } = readParams(ctx.params, ParamsSchema);
  const file = await exportFileOf(staff.id, id);
  return new Response(file.bytes as BodyInit, {
    headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.filename}"` },
  });
});
