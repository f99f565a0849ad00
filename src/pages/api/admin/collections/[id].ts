import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { deleteCollection, updateCollection } from '#server/taxonomy';
import type { Permission } from '#server/staff';
import { CollectionInputSchema } from '#lib/validation/taxonomy';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'catalog.write';

const IdSchema = labelledId('Collection id');

export const PATCH = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'collection id');
  const input = await readBody(ctx.request, CollectionInputSchema);
  return ok(await updateCollection({ staff, ...auditContext(ctx) }, id, input), `Collection ${input.label} saved.`);
});

export const DELETE = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(IdSchema, ctx.params.id, 'collection id');
  return ok(await deleteCollection({ staff, ...auditContext(ctx) }, id), 'Collection deleted.');
});
