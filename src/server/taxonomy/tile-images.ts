import { getDb } from '#server/platform/db/client';
import { recordAudit } from '#server/audit';
import { badRequest } from '#server/platform/errors';
import { photoIsKept, storePhoto } from '#server/media';
import type { MediaStore } from '#server/platform/media/media-store';
import { parsePhotoRef } from '#lib/photo-ref';
import type { WriteContext } from './catalog-write';

/**
 * Images that are not a colour's photos: category, subcategory and collection tiles and a
 * product's size chart. An upload goes through the product photo pipeline (same checks, same
 * AVIF and WebP files) and answers its reference; the form then saves that reference with the
 * rest of its fields, so the shop changes only on Save. The upload itself changes nothing the
 * shop shows, but it is a staff action that writes to the store, so it is audited.
 */
export type UploadedImage = { image: string; width: number; height: number };

export async function uploadImage(ctx: WriteContext, store: MediaStore, bytes: Uint8Array): Promise<UploadedImage> {
  const image = await storePhoto(store, bytes, 'a shop image');
  const { hash, width, height } = parsePhotoRef(image)!;
  await recordAudit(await getDb(), {
    staff: ctx.staff,
    action: 'image.upload',
    entity: 'image',
    entityId: hash,
    after: { image },
    requestId: ctx.requestId,
    clientAddress: ctx.clientAddress,
  });
  return { image, width, height };
}

/** A saved image must be one the store keeps: a well-formed reference to nothing would show a broken tile. */
export async function assertImageKept(store: MediaStore, image: string, path = 'image'): Promise<void> {
  if (await photoIsKept(store, image)) return;
  const message = 'This image is not among the uploaded ones. Upload it again.';
  throw badRequest(`Invalid body: ${path}: ${message}`, [{ path, message }]);
}
