import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { colorVariants, sizes, sizeStock } from '../db/schema';

export type ExchangeChoice = { sizeId: string; productId: string; label: string; colorName: string; sizeName: string; sellable: number };

/**
 * Every size of the given products, in every colour, with what the shelf can still give: what an
 * exchange may ask for (another size or colour of the same product).
 */
export async function sizesOfProducts(db: Db, productIds: readonly string[]): Promise<ExchangeChoice[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ sizeId: sizes.id, productId: colorVariants.productId, colorName: colorVariants.name, sizeName: sizes.name, onHand: sizeStock.onHand, reserved: sizeStock.reserved })
    .from(sizes)
    .innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId))
    .leftJoin(sizeStock, eq(sizeStock.sizeId, sizes.id))
    .where(inArray(colorVariants.productId, [...productIds]))
    .orderBy(asc(colorVariants.position), asc(colorVariants.id), asc(sizes.position), asc(sizes.id));
  return rows.map((r) => ({
    sizeId: r.sizeId,
    productId: r.productId,
    colorName: r.colorName,
    sizeName: r.sizeName,
    label: `${r.colorName}, size ${r.sizeName}`,
    sellable: Math.max(0, (r.onHand ?? 0) - (r.reserved ?? 0)),
  }));
}

/** One size with its product, for checking an exchange names a size of the same product. */
export async function sizeOfProduct(db: Db, sizeId: string, productId: string): Promise<ExchangeChoice | null> {
  const [r] = await db
    .select({ sizeId: sizes.id, productId: colorVariants.productId, colorName: colorVariants.name, sizeName: sizes.name })
    .from(sizes)
    .innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId))
    .where(and(eq(sizes.id, sizeId), eq(colorVariants.productId, productId)))
    .limit(1);
  return r ? { ...r, label: `${r.colorName}, size ${r.sizeName}`, sellable: 0 } : null;
}
