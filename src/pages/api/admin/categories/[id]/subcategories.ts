import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { created } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { createSubcategory } from '#server/taxonomy';
import type { Permission } from '#server/staff';
import { SubcategoryInputSchema } from '#lib/validation/taxonomy';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'catalog.write';

const IdSchema = labelledId('Category id');

export const POST = adminRoute(permission, async (ctx, staff) => {
  const categoryId = parseWith(IdSchema, ctx.params.id, 'category id');
  const input = await readBody(ctx.request, SubcategoryInputSchema);
  return created(await createSubcategory({ staff, ...auditContext(ctx) }, categoryId, input), `Subcategory ${input.name} added.`);
});
