import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { categories, products } from '#server/platform/db/schema/index';
import { badRequest } from '#server/platform/errors';

/** The product a tile, menu entry or collection links to, by slug; a 400 naming the field when none. */
export async function productBySlug(tx: Db, slug: string, field: string): Promise<{ id: string; slug: string }> {
  const [row] = await tx.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.slug, slug)).limit(1);
  if (!row) throw badRequest(`No product has the slug '${slug}'. Check the product's slug on its page.`, [{ path: field, message: `No product has the slug '${slug}'.` }]);
  return row;
}

export async function categoryBySlug(tx: Db, slug: string, field: string): Promise<{ id: string; slug: string; name: string }> {
  const [row] = await tx.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories).where(eq(categories.slug, slug)).limit(1);
  if (!row) throw badRequest(`No category has the slug '${slug}'. Check the category list.`, [{ path: field, message: `No category has the slug '${slug}'.` }]);
  return row;
}
