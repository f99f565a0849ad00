import { and, asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { colorVariants, products } from '#server/platform/db/schema/index';
import { recordAudit } from '#server/audit';
import { conflict, notFound } from '#server/platform/errors';
import type { StaffMember } from '#server/staff';
import { storePhoto } from '#server/media';
import type { MediaStore } from '#server/platform/media/media-store';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';

/**
 * The write side of a colour's photos: `color_variants.images` is the ordered list the
 * storefront shows, first photo first. Each write is one transaction with the catalog version
 * bump (live on every instance within a second) and its audit row.
 */
export type PhotoWriter = { staff: StaffMember; requestId: string | null; clientAddress: string | null };
type Colour = { productId: string; colourId: string };

export const MAX_PHOTOS_PER_COLOUR = 20;

const stale = () => conflict("This colour's photos changed since the page loaded. Reload the page and try again.");

async function photosOf(db: Db, c: Colour, lock: boolean): Promise<string[]> {
  const query = db
    .select({ images: colorVariants.images })
    .from(colorVariants)
    .where(and(eq(colorVariants.id, c.colourId), eq(colorVariants.productId, c.productId)));
  const rows = lock ? await query.for('update') : await query;
  if (!rows[0]) throw notFound('There is no such colour of this product. It may have been removed: reload the product.');
  return rows[0].images;
}

async function write(who: PhotoWriter, c: Colour, action: string, change: (photos: string[]) => string[]): Promise<string[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await photosOf(tx, c, true);
    const after = change(before);
    await tx.update(colorVariants).set({ images: after }).where(eq(colorVariants.id, c.colourId));
    await bumpCatalogVersion(tx);
    await recordAudit(tx, {
      staff: who.staff,
      action,
      entity: 'color_variant',
      entityId: c.colourId,
      before: { images: before },
      after: { images: after },
      requestId: who.requestId,
      clientAddress: who.clientAddress,
    });
    return after;
  });
}

/** Checks and makes the photo's files first (seconds of work, outside any transaction), then adds it last. */
export async function addColourPhoto(who: PhotoWriter, c: Colour, store: MediaStore, bytes: Uint8Array): Promise<{ photo: string; photos: string[] }> {
  // A missing colour is said before the photo's seconds of work, not after.
  await photosOf(await getDb(), c, false);
  const photo = await storePhoto(store, bytes);
  const photos = await write(who, c, 'product.photo.add', (list) => {
    if (list.includes(photo)) throw conflict('This photo is already in this colour.');
    if (list.length >= MAX_PHOTOS_PER_COLOUR) throw conflict(`A colour holds at most ${MAX_PHOTOS_PER_COLOUR} photos. Remove one before adding another.`);
    return [...list, photo];
  });
  return { photo, photos };
}

/** The same photos in a new order; any other list means the page is out of date. */
export function reorderColourPhotos(who: PhotoWriter, c: Colour, order: string[]): Promise<string[]> {
  return write(who, c, 'product.photo.reorder', (list) => {
    const same = order.length === list.length && [...order].sort().join('\n') === [...list].sort().join('\n');
    if (!same) throw stale();
    return order;
  });
}

export function removeColourPhoto(who: PhotoWriter, c: Colour, photo: string): Promise<string[]> {
  return write(who, c, 'product.photo.remove', (list) => {
    if (!list.includes(photo)) throw stale();
    return list.filter((p) => p !== photo);
  });
}

/** What the console's photo page shows: the product and each colour's photos in order. */
export async function productPhotos(productId: string): Promise<{ id: string; name: string; slug: string; colours: { id: string; name: string; colorCode: string; photos: string[] }[] } | null> {
  const db = await getDb();
  const [product] = await db.select({ id: products.id, name: products.name, slug: products.slug }).from(products).where(eq(products.id, productId));
  if (!product) return null;
  const colours = await db
    .select({ id: colorVariants.id, name: colorVariants.name, colorCode: colorVariants.colorCode, photos: colorVariants.images })
    .from(colorVariants)
    .where(eq(colorVariants.productId, productId))
    .orderBy(asc(colorVariants.position), asc(colorVariants.id));
  return { ...product, colours };
}
