import { z } from 'zod';
import { adminSelfRoute } from '#server/app/http/admin-self-route';
import { ok } from '#server/platform/http/envelope';
import { readParams } from '#server/platform/http/body';
import { taskOf } from '#server/app/console-task';
import { labelledId } from '#lib/validation/id';
import type { RoutePermission } from '#server/staff';

export const prerender = false;
// A staff member polls only work they started, so no permission beyond being signed in.
export const permission: RoutePermission = 'signed-in';

const ParamsSchema = z.object({ id: labelledId('Task id') });

/** How far a long piece of console work got, and its answer once it ended. */
export const GET = adminSelfRoute(async (ctx, staff) => {
  const { id } = readParams(ctx.params, ParamsSchema);
  return ok(await taskOf(staff.id, id));
});
