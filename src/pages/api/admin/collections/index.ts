import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { created, ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { createCollection, listCollectionsForAdmin } from '#server/taxonomy';
import type { Permission } from '#server/staff';
import { CollectionInputSchema } from '#lib/validation/taxonomy';

export const prerender = false;
export const permission: Permission = 'catalog.write';

export const GET = adminRoute(permission, async () => ok({ collections: await listCollectionsForAdmin() }));

export const POST = adminRoute(permission, async (ctx, staff) => {
  const input = await readBody(ctx.request, CollectionInputSchema);
  return created(await createCollection({ staff, ...auditContext(ctx) }, input), `Collection ${input.label} added.`);
});
