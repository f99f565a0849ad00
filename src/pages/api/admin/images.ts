import { adminRoute } from '#server/app/http/admin-route';
import { readCappedBytes } from '#server/platform/http/body';
import { created } from '#server/platform/http/envelope';
import { MAX_PHOTO_BYTES, photoTooLarge } from '#server/platform/errors';
import { auditContext } from '#server/audit';
import { uploadImage } from '#server/taxonomy';
import { mediaStore } from '#server/platform/media/store';
import type { Permission } from '#server/staff';

export const prerender = false;
export const permission: Permission = 'catalog.write';

/**
 * An image for a category, subcategory, collection tile or size chart: the body is the file
 * itself (what XMLHttpRequest sends with upload progress); the answer is its reference to save.
 */
export const POST = adminRoute(
  permission,
  async (ctx, staff) => {
    const bytes = await readCappedBytes(ctx.request, MAX_PHOTO_BYTES, photoTooLarge);
    return created(await uploadImage({ staff, ...auditContext(ctx) }, mediaStore(), bytes), 'Image uploaded. Save to show it in the shop.');
  },
  'photo',
);
