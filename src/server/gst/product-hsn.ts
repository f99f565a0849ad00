import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { categories, products } from '#server/platform/db/schema/index';
import { badRequest, notFound } from '#server/platform/errors';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import { defaultHsnFor } from '#lib/gst/hsn';
import type { AuditWriter } from '#server/audit';
import type { StaffMember } from '#server/staff';

export type ProductHsnRow = { id: string; name: string; categoryName: string; hsn: string | null; categoryDefault: string | null; isActive: boolean };

/** Every product with its HSN and its category's default heading, for the HSN page. */
export async function listProductHsn(db: Db): Promise<ProductHsnRow[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, hsn: products.hsnCode, isActive: products.isActive, categoryName: categories.name, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(categories.position), asc(products.position), asc(products.name));
  return rows.map(({ categorySlug, ...r }) => ({ ...r, categoryDefault: defaultHsnFor(categorySlug) ?? null }));
}

/** One product's HSN and its category's default, for the product editor's field. */
export async function productHsn(db: Db, productId: string): Promise<{ hsn: string | null; categoryDefault: string | null }> {
  const [row] = await db
    .select({ hsn: products.hsnCode, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!row) throw notFound('No product has that id.');
  return { hsn: row.hsn, categoryDefault: defaultHsnFor(row.categorySlug) ?? null };
}

/**
 * Sets (or, with null, clears) a product's HSN inside the caller's transaction, with its audit
 * row: the HSN page's quick edit (the product editor saves the code with the product). A
 * published product keeps a code, since its orders could not be invoiced without one.
 */
export async function setProductHsn(tx: Db, staff: StaffMember, audit: AuditWriter, productId: string, hsn: string | null, request: { requestId?: string | null; clientAddress?: string | null } = {}) {
  const [before] = await tx.select({ hsn: products.hsnCode, published: products.isActive }).from(products).where(eq(products.id, productId)).for('update');
  if (!before) throw notFound('No product has that id.');
  if (hsn === null && before.published) {
    const message = 'HSN code is needed while the product is published: enter one, or make the product a draft first';
    throw badRequest(message, [{ path: 'hsn', message }]);
  }
  if (before.hsn === hsn) return;
  await tx.update(products).set({ hsnCode: hsn }).where(eq(products.id, productId));
  await bumpCatalogVersion(tx);
  await audit(tx, { staff, action: 'product.hsn', entity: 'product', entityId: productId, before: { hsn: before.hsn }, after: { hsn }, ...request });
}

/** The HSN of each product id that has one. */
export async function hsnByProduct(db: Db, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select({ id: products.id, hsn: products.hsnCode }).from(products).where(inArray(products.id, [...productIds]));
  return new Map(rows.filter((r) => r.hsn).map((r) => [r.id, r.hsn!]));
}
