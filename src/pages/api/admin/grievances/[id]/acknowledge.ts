import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { moveGrievance } from '#server/legal';
import type { Permission } from '#server/staff';
import { GrievanceIdParamSchema, GrievanceNoteSchema } from '#lib/validation/grievance';

export const prerender = false;
export const permission: Permission = 'grievances.handle';

export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, GrievanceIdParamSchema);
  const { note } = await readBody(ctx.request, GrievanceNoteSchema);
  return ok(await moveGrievance(staff, id, 'acknowledged', note, auditContext(ctx)), 'Complaint acknowledged.');
});
