import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { deleteCategory, updateCategory } from '#server/taxonomy';
import type { Permission } from '#server/staff';
import { CategoryInputSchema } from '#lib/validation/taxonomy';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'catalog.write';

const IdSchema = labelledId('Category id');

export const PATCH = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'category id');
  const input = await readBody(ctx.request, CategoryInputSchema);
  return ok(await updateCategory({ staff, ...auditContext(ctx) }, id, input), `Category ${input.name} saved.`);
});

export const DELETE = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'category id');
  return ok(await deleteCategory({ staff, ...auditContext(ctx) }, id), 'Category deleted.');
});
