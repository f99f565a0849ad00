import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { deleteSubcategory, updateSubcategory } from '#server/taxonomy';
import type { Permission } from '#server/staff';
import { SubcategoryInputSchema } from '#lib/validation/taxonomy';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'catalog.write';

const IdSchema = labelledId('Subcategory id');

export const PATCH = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'subcategory id');
  const input = await readBody(ctx.request, SubcategoryInputSchema);
  return ok(await updateSubcategory({ staff, ...auditContext(ctx) }, id, input), `Subcategory ${input.name} saved.`);
});

export const DELETE = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'subcategory id');
  return ok(await deleteSubcategory({ staff, ...auditContext(ctx) }, id), 'Subcategory deleted.');
});
