import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { removeColourPhoto } from '#server/catalog';
import type { Permission } from '#server/staff';
import { ColourPhotosParamsSchema, PhotoRemoveSchema } from '#lib/validation/colour-photos';

export const prerender = false;
export const permission: Permission = 'catalog.write';

/** Takes one photo off the colour; its files stay in the store (other colours or products may share them). */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id, colourId } = readParams(ctx.params, ColourPhotosParamsSchema);
  const { photo } = await readBody(ctx.request, PhotoRemoveSchema);
  return ok({ photos: await removeColourPhoto({ staff, ...auditContext(ctx) }, { productId: id, colourId }, photo) }, 'Photo removed.');
});
