import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { collections, products } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { notFound } from '#server/platform/errors';
import type { CollectionInput } from '#lib/validation/taxonomy';
import { catalogWrite, type WriteContext } from './catalog-write';
import { categoryBySlug, productBySlug } from './taxonomy-lookups';
import { assertImageKept } from './tile-images';
import { mediaStore } from '#server/platform/media/store';
import { storedNames, type NameTranslations } from '#lib/validation/catalog-translations';

export type AdminCollection = CollectionInput & { id: string };

/**
 * Collections keep the spec's shape (a slug, plus productId when the tile opens a product); the
 * console speaks of what the tile opens instead.
 */
export async function listCollectionsForAdmin(): Promise<AdminCollection[]> {
  const db = await getDb();
  const rows = await db.select().from(collections).orderBy(asc(collections.position), asc(collections.label));
  return rows.map((c) => ({
    id: c.id,
    label: c.label,
    translations: storedNames(c.translations),
    image: c.img,
    link: c.productId ? { kind: 'product', slug: c.slug } : { kind: 'category', slug: c.slug },
    position: c.position,
  }));
}

async function columnsOf(tx: Db, input: CollectionInput) {
  const productId = input.link.kind === 'product' ? (await productBySlug(tx, input.link.slug, 'link.slug')).id : null;
  if (input.link.kind === 'category') await categoryBySlug(tx, input.link.slug, 'link.slug');
  return { label: input.label, translations: input.translations, img: input.image, slug: input.link.slug, productId, position: input.position };
}

async function row(tx: Db, id: string) {
  const [r] = await tx.select().from(collections).where(eq(collections.id, id)).limit(1);
  if (!r) throw notFound('No collection has this id. Reload the collections page and try again.');
  return r;
}

const audited = (r: { label: string; translations: NameTranslations; img: string; slug: string; productId: string | null; position: number }) => ({
  label: r.label,
  translations: r.translations,
  image: r.img,
  link: r.productId ? `product ${r.slug}` : `category ${r.slug}`,
  position: r.position,
});

export async function createCollection(ctx: WriteContext, input: CollectionInput): Promise<{ id: string }> {
  await assertImageKept(mediaStore(), input.image);
  return catalogWrite(ctx, async (tx) => {
    const values = await columnsOf(tx, input);
    const id = newId();
    await tx.insert(collections).values({ id, objectPos: 'center', ...values });
    return { result: { id }, audit: { action: 'collection.create', entity: 'collection', entityId: id, after: audited(values) } };
  });
}

export async function updateCollection(ctx: WriteContext, id: string, input: CollectionInput): Promise<{ id: string }> {
  await assertImageKept(mediaStore(), input.image);
  return catalogWrite(ctx, async (tx) => {
    const before = await row(tx, id);
    const values = await columnsOf(tx, input);
    await tx.update(collections).set(values).where(eq(collections.id, id));
    return { result: { id }, audit: { action: 'collection.update', entity: 'collection', entityId: id, before: audited(before), after: audited(values) } };
  });
}

export function deleteCollection(ctx: WriteContext, id: string): Promise<{ id: string }> {
  return catalogWrite(ctx, async (tx) => {
    const before = await row(tx, id);
    await tx.delete(collections).where(eq(collections.id, id));
    return { result: { id }, audit: { action: 'collection.delete', entity: 'collection', entityId: id, before: audited(before) } };
  });
}

/** Products by slug for the console's product pickers: every product, published or not. */
export async function productChoices(): Promise<{ slug: string; name: string }[]> {
  const db = await getDb();
  return db.select({ slug: products.slug, name: products.name }).from(products).orderBy(asc(products.name));
}
