import { and, asc, count, eq, ilike, inArray, min, or, type SQL } from 'drizzle-orm';
import { defaultHsnFor } from '#lib/gst/hsn';
import { getDb } from '#server/platform/db/client';
import { categories, colorVariants, products, sizes, subcategories } from '#server/platform/db/schema/index';
import type { ProductListQuery } from '#lib/validation/product-input';

/**
 * The console's read side of products: drafts included (the storefront never sees them), newest
 * position last as the shop lists them, searched by name or slug.
 */
export const PRODUCT_PAGE_SIZE = 25;

export type AdminProductRow = {
  id: string;
  name: string;
  slug: string;
  published: boolean;
  categoryName: string;
  colours: number;
  /** the lowest size price, paise; null when the product has no sizes */
  fromPaise: number | null;
};

export async function listProductsForAdmin(query: ProductListQuery): Promise<{ rows: AdminProductRow[]; total: number; page: number; pages: number }> {
  const db = await getDb();
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(products.isActive, query.status === 'published'));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(products.name, like), ilike(products.slug, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products).where(where);
  const pages = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug, published: products.isActive, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(asc(products.position), asc(products.name))
    .limit(PRODUCT_PAGE_SIZE)
    .offset((page - 1) * PRODUCT_PAGE_SIZE);
  const ids = rows.map((r) => r.id);
  const figures = ids.length
    ? await db
        .select({ productId: colorVariants.productId, from: min(sizes.pricePaise) })
        .from(colorVariants)
        .leftJoin(sizes, eq(sizes.colorVariantId, colorVariants.id))
        .where(inArray(colorVariants.productId, ids))
        .groupBy(colorVariants.productId)
    : [];
  const colourCounts = ids.length
    ? await db.select({ productId: colorVariants.productId, n: count() }).from(colorVariants).where(inArray(colorVariants.productId, ids)).groupBy(colorVariants.productId)
    : [];
  return {
    rows: rows.map((r) => ({
      ...r,
      colours: colourCounts.find((c) => c.productId === r.id)?.n ?? 0,
      fromPaise: figures.find((f) => f.productId === r.id)?.from ?? null,
    })),
    total,
    page,
    pages,
  };
}

/** hsnDefault: the category's usual HSN heading, offered in the editor's HSN field. */
export type CategoryChoice = { id: string; name: string; hsnDefault: string | null; subcategories: { id: string; name: string }[] };

/** Every category with its subcategories, for the editor's two selects. */
export async function listCategoryChoices(): Promise<CategoryChoice[]> {
  const db = await getDb();
  const [cats, subs] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.select({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId }).from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
  ]);
  return cats.map(({ slug, ...c }) => ({ ...c, hsnDefault: defaultHsnFor(slug) ?? null, subcategories: subs.filter((s) => s.categoryId === c.id).map(({ id, name }) => ({ id, name })) }));
}
