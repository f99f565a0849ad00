import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readCappedBytes, readParams } from '#server/platform/http/body';
import { created, ok } from '#server/platform/http/envelope';
import { MAX_PHOTO_BYTES, photoTooLarge } from '#server/platform/errors';
import { auditContext } from '#server/audit';
import { addColourPhoto, reorderColourPhotos } from '#server/catalog';
import { mediaStore } from '#server/platform/media/store';
import type { Permission } from '#server/staff';
import { ColourPhotosParamsSchema, PhotoOrderSchema } from '#lib/validation/colour-photos';

export const prerender = false;
export const permission: Permission = 'catalog.write';

/** Upload: the body is the photo file itself (what XMLHttpRequest sends with upload progress). */
export const POST = adminRoute(
  permission,
  async (ctx, staff) => {
    const { id, colourId } = readParams(ctx.params, ColourPhotosParamsSchema);
    const bytes = await readCappedBytes(ctx.request, MAX_PHOTO_BYTES, photoTooLarge);
    const answer = await addColourPhoto({ staff, ...auditContext(ctx) }, { productId: id, colourId }, mediaStore(), bytes);
    return created(answer, 'Photo added.');
  },
  'photo',
);

/** Reorder: the colour's photos, all of them, in the new order. */
export const PATCH = adminRoute(permission, async (ctx, staff) => {
  const { id, colourId } = readParams(ctx.params, ColourPhotosParamsSchema);
  const { photos } = await readBody(ctx.request, PhotoOrderSchema);
  return ok({ photos: await reorderColourPhotos({ staff, ...auditContext(ctx) }, { productId: id, colourId }, photos) }, 'Photo order saved.');
});
