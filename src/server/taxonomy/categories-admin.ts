import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { categories, collections, menuItems, products, subcategories } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { conflict, notFound } from '#server/platform/errors';
import type { CategoryInput, SubcategoryInput } from '#lib/validation/taxonomy';
import { catalogWrite, type WriteContext } from './catalog-write';
import { productBySlug } from './taxonomy-lookups';
import { assertImageKept } from './tile-images';
import { mediaStore } from '#server/platform/media/store';
import { storedNames, type NameTranslations } from '#lib/validation/catalog-translations';

export type AdminSubcategory = SubcategoryInput & { id: string; productCount: number };
export type AdminCategory = CategoryInput & { id: string; productCount: number; subcategories: AdminSubcategory[] };

/** Every category with its subcategories and how many products each holds, in shop order. */
export async function listCategoriesForAdmin(): Promise<AdminCategory[]> {
  const db = await getDb();
  const [cats, subs, byCat, bySub] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
    db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
    db.select({ id: products.subcategoryId, n: count() }).from(products).groupBy(products.subcategoryId),
  ]);
  const catCount = new Map(byCat.map((r) => [r.id, r.n]));
  const subCount = new Map(bySub.map((r) => [r.id, r.n]));
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    translations: storedNames(c.translations),
    slug: c.slug,
    image: c.image,
    productSlug: c.productSlug,
    position: c.position,
    productCount: catCount.get(c.id) ?? 0,
    subcategories: subs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({ id: s.id, name: s.name, translations: storedNames(s.translations), slug: s.slug, image: s.image, productSlug: s.productSlug, position: s.position, productCount: subCount.get(s.id) ?? 0 })),
  }));
}

async function linkedProduct(tx: Db, slug: string | null): Promise<void> {
  if (slug) await productBySlug(tx, slug, 'productSlug');
}

async function categoryRow(tx: Db, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound('No category has this id. Reload the categories page and try again.');
  return row;
}

async function subcategoryRow(tx: Db, id: string) {
  const [row] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).limit(1);
  if (!row) throw notFound('No subcategory has this id. Reload the categories page and try again.');
  return row;
}

async function slugFreeForCategory(tx: Db, slug: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug))
    .limit(1);
  if (taken) throw conflict(`The category ${taken.name} already uses the slug '${slug}'. Choose another slug.`);
}

async function slugFreeForSubcategory(tx: Db, categoryId: string, slug: string, exceptId?: string): Promise<void> {
  const same = and(eq(subcategories.categoryId, categoryId), eq(subcategories.slug, slug));
  const [taken] = await tx
    .select({ name: subcategories.name })
    .from(subcategories)
    .where(exceptId ? and(same, ne(subcategories.id, exceptId)) : same)
    .limit(1);
  if (taken) throw conflict(`The subcategory ${taken.name} of this category already uses the slug '${slug}'. Choose another slug.`);
}

const fields = (r: { name: string; translations: NameTranslations; slug: string; image: string; productSlug: string | null; position: number }) => ({
  name: r.name,
  translations: r.translations,
  slug: r.slug,
  image: r.image,
  productSlug: r.productSlug,
  position: r.position,
});

export async function createCategory(ctx: WriteContext, input: CategoryInput): Promise<{ id: string }> {
  await assertImageKept(mediaStore(), input.image);
  return catalogWrite(ctx, async (tx) => {
    await slugFreeForCategory(tx, input.slug);
    await linkedProduct(tx, input.productSlug);
    const id = newId();
    await tx.insert(categories).values({ id, ...input });
    return { result: { id }, audit: { action: 'category.create', entity: 'category', entityId: id, after: fields(input) } };
  });
}

/**
 * A new slug moves what links to the old one with it: collection tiles that open the category
 * and its menu items, so no shop link breaks.
 */
export async function updateCategory(ctx: WriteContext, id: string, input: CategoryInput): Promise<{ id: string }> {
  await assertImageKept(mediaStore(), input.image);
  return catalogWrite(ctx, async (tx) => {
    const before = await categoryRow(tx, id);
    await slugFreeForCategory(tx, input.slug, id);
    await linkedProduct(tx, input.productSlug);
    await tx.update(categories).set(input).where(eq(categories.id, id));
    if (before.slug !== input.slug) {
      await tx.update(collections).set({ slug: input.slug }).where(and(isNull(collections.productId), eq(collections.slug, before.slug)));
      await tx.update(menuItems).set({ path: `/categories/${input.slug}` }).where(and(eq(menuItems.categoryId, id), eq(menuItems.path, `/categories/${before.slug}`)));
      await tx.update(menuItems).set({ slug: input.slug }).where(and(eq(menuItems.categoryId, id), eq(menuItems.slug, before.slug)));
    }
    return { result: { id }, audit: { action: 'category.update', entity: 'category', entityId: id, before: fields(before), after: fields(input) } };
  });
}

/**
 * A category still in use cannot go: its products would vanish from the shop and its links
 * would break. The 409 says what holds it so the merchant can move that first.
 */
export function deleteCategory(ctx: WriteContext, id: string): Promise<{ id: string }> {
  return catalogWrite(ctx, async (tx) => {
    const before = await categoryRow(tx, id);
    const [{ n }] = (await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id))) as [{ n: number }];
    if (n > 0)
      throw conflict(`The category ${before.name} still has ${n} ${n === 1 ? 'product' : 'products'}. Move them to another category or delete them first.`, { productCount: n });
    const [menu] = await tx.select({ menu: menuItems.menu }).from(menuItems).where(eq(menuItems.categoryId, id)).limit(1);
    if (menu) throw conflict(`The menu item ${menu.menu} opens the category ${before.name}. Change or remove that menu item first.`);
    const [tile] = await tx.select({ label: collections.label }).from(collections).where(and(isNull(collections.productId), eq(collections.slug, before.slug))).limit(1);
    if (tile) throw conflict(`The collection ${tile.label} opens the category ${before.name}. Change or remove that collection first.`);
    const subs = await tx.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.categoryId, id));
    if (subs.length > 0) await tx.delete(subcategories).where(inArray(subcategories.id, subs.map((s) => s.id)));
    await tx.delete(categories).where(eq(categories.id, id));
    return { result: { id }, audit: { action: 'category.delete', entity: 'category', entityId: id, before: fields(before) } };
  });
}

export async function createSubcategory(ctx: WriteContext, categoryId: string, input: SubcategoryInput): Promise<{ id: string }> {
  await assertImageKept(mediaStore(), input.image);
  return catalogWrite(ctx, async (tx) => {
    await categoryRow(tx, categoryId);
    await slugFreeForSubcategory(tx, categoryId, input.slug);
    await linkedProduct(tx, input.productSlug);
    const id = newId();
    await tx.insert(subcategories).values({ id, categoryId, ...input });
    return { result: { id }, audit: { action: 'subcategory.create', entity: 'subcategory', entityId: id, after: { categoryId, ...fields(input) } } };
  });
}

export async function updateSubcategory(ctx: WriteContext, id: string, input: SubcategoryInput): Promise<{ id: string }> {
  await assertImageKept(mediaStore(), input.image);
  return catalogWrite(ctx, async (tx) => {
    const before = await subcategoryRow(tx, id);
    await slugFreeForSubcategory(tx, before.categoryId, input.slug, id);
    await linkedProduct(tx, input.productSlug);
    await tx.update(subcategories).set(input).where(eq(subcategories.id, id));
    return { result: { id }, audit: { action: 'subcategory.update', entity: 'subcategory', entityId: id, before: fields(before), after: fields(input) } };
  });
}

export function deleteSubcategory(ctx: WriteContext, id: string): Promise<{ id: string }> {
  return catalogWrite(ctx, async (tx) => {
    const before = await subcategoryRow(tx, id);
    const [{ n }] = (await tx.select({ n: count() }).from(products).where(eq(products.subcategoryId, id))) as [{ n: number }];
    if (n > 0)
      throw conflict(`The subcategory ${before.name} still has ${n} ${n === 1 ? 'product' : 'products'}. Move them to another subcategory or delete them first.`, { productCount: n });
    await tx.delete(subcategories).where(eq(subcategories.id, id));
    return { result: { id }, audit: { action: 'subcategory.delete', entity: 'subcategory', entityId: id, before: fields(before) } };
  });
}
