import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { colorVariants, orderItems, products, sizes } from '#server/platform/db/schema/index';
import { countsOf, sellable } from '#server/stock';

/** A colour a line may change to, with its sizes: today's price and what the shelf can still give. */
export type ColourChoice = { id: string; name: string; sizes: { name: string; pricePaise: number; available: number }[] };

/** What each line of an order may become: its product's colours and sizes as sold today. */
export type LineChoices = { position: number; productName: string; colorVariantId: string; sizeName: string; quantity: number; unitPricePaise: number; colours: ColourChoice[] };

export async function changeChoices(db: Db, orderId: string): Promise<LineChoices[]> {
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const productIds = [...new Set(lines.map((l) => l.productId))];
  if (productIds.length === 0) return [];
  const [active, variants] = await Promise.all([
    db.select({ id: products.id, isActive: products.isActive }).from(products).where(inArray(products.id, productIds)),
    db.select().from(colorVariants).where(inArray(colorVariants.productId, productIds)).orderBy(asc(colorVariants.position)),
  ]);
  const sizeRows = variants.length === 0 ? [] : await db.select().from(sizes).where(inArray(sizes.colorVariantId, variants.map((v) => v.id))).orderBy(asc(sizes.position));
  const counts = await countsOf(db, sizeRows.map((s) => s.id));
  const sold = new Set(active.filter((p) => p.isActive).map((p) => p.id));
  return lines.map((l) => ({
    position: l.position,
    productName: l.productName,
    colorVariantId: l.colorVariantId,
    sizeName: l.sizeName,
    quantity: l.quantity,
    unitPricePaise: l.unitPricePaise,
    colours: !sold.has(l.productId)
      ? []
      : variants
          .filter((v) => v.productId === l.productId)
          .map((v) => ({
            id: v.id,
            name: v.name,
            sizes: sizeRows.filter((s) => s.colorVariantId === v.id).map((s) => ({ name: s.name, pricePaise: s.pricePaise, available: sellable(counts.get(s.id)) })),
          })),
  }));
}
