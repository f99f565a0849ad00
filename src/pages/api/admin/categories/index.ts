import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { created, ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { createCategory, listCategoriesForAdmin } from '#server/taxonomy';
import type { Permission } from '#server/staff';
import { CategoryInputSchema } from '#lib/validation/taxonomy';

export const prerender = false;
export const permission: Permission = 'catalog.write';

export const GET = adminRoute(permission, async () => ok({ categories: await listCategoriesForAdmin() }));

export const POST = adminRoute(permission, async (ctx, staff) => {
  const input = await readBody(ctx.request, CategoryInputSchema);
  return created(await createCategory({ staff, ...auditContext(ctx) }, input), `Category ${input.name} added.`);
});
