import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { colorVariants, sizes, sizeStock } from '#server/platform/db/schema/index';

export type ExchangeChoice = { sizeId: string; productId: string; label: string; colorName: string; sizeName: string; pricePaise: number; sellable: number };

/**
 * Every size of the given products, in every colour, with what the shelf can still give: what an
 * exchange may ask for (another size or colour of the same product).
 */
export async function sizesOfProducts(db: Db, productIds: readonly string[]): Promise<ExchangeChoice[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ sizeId: sizes.id, productId: colorVariants.productId, colorName: colorVariants.name, sizeName: sizes.name, pricePaise: sizes.pricePaise, onHand: sizeStock.onHand, reserved: sizeStock.reserved })
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
    pricePaise: r.pricePaise,
    label: `${r.colorName}, size ${r.sizeName}`,
    sellable: Math.max(0, (r.onHand ?? 0) - (r.reserved ?? 0)),
  }));
}

/** One size with its product, for checking an exchange names a size of the same product. */
export async function sizeOfProduct(db: Db, sizeId: string, productId: string): Promise<ExchangeChoice | null> {
  const [r] = await db
    .select({ sizeId: sizes.id, productId: colorVariants.productId, colorName: colorVariants.name, sizeName: sizes.name, pricePaise: sizes.pricePaise })
    .from(sizes)
    .innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId))
    .where(and(eq(sizes.id, sizeId), eq(colorVariants.productId, productId)))
    .limit(1);
  return r ? { ...r, label: `${r.colorName}, size ${r.sizeName}`, sellable: 0 } : null;
}

/**
 * Why a piece whose size lists at `boughtPaise` cannot be exchanged for `choice`, or null. A
 * dearer size would be handed over for nothing (the exchange parcel cannot collect the
 * difference), so it is neither offered nor accepted: the shopper asks for a refund and orders
 * it. A cheaper one is an exchange that pays the difference back (exchange-difference.ts). List
 * prices are compared, so a piece bought under a multi-buy offer can still be exchanged.
 */
export function exchangeRefusal(choice: Pick<ExchangeChoice, 'pricePaise' | 'label'>, boughtPaise: number): string | null {
  if (choice.pricePaise > boughtPaise) return `${choice.label} costs more than the piece you bought, so it cannot be an exchange. Ask for a refund and order it instead.`;
  return null;
}
