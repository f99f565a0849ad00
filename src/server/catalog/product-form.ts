import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { colorVariants, productOffers, products, sizes } from '#server/platform/db/schema/index';
import { fromPaise } from '#lib/money';
import type { ProductInput } from '#lib/validation/product-input';
import { storedProductTexts } from '#lib/validation/catalog-translations';

/**
 * A stored product in the editor's own shape (rupees, ids of colours and sizes kept), so the
 * editor opens with exactly what it would send back, and the audit log compares like with like.
 */
export type ProductForm = ProductInput & {
  id: string;
  colorVariants: (ProductInput['colorVariants'][number] & { id: string; sizes: (ProductInput['colorVariants'][number]['sizes'][number] & { id: string })[] })[];
};

export async function loadProductForm(db: Db, id: string): Promise<ProductForm | undefined> {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) return undefined;
  const [variantRows, offerRows] = await Promise.all([
    db.select().from(colorVariants).where(eq(colorVariants.productId, id)).orderBy(asc(colorVariants.position)),
    db.select().from(productOffers).where(eq(productOffers.productId, id)).orderBy(asc(productOffers.quantity), asc(productOffers.id)),
  ]);
  const sizeRows = variantRows.length
    ? await db
        .select({ size: sizes })
        .from(sizes)
        .innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId))
        .where(eq(colorVariants.productId, id))
        .orderBy(asc(sizes.position))
    : [];
  const offer = (o: (typeof offerRows)[number]) => ({ quantity: o.quantity, offerPrice: fromPaise(o.offerPricePaise), isVisible: o.isVisible });
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    type: p.type === 1 ? 1 : 2,
    badge: p.badge,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    description: p.description,
    specifications: p.specifications,
    sizeChart: p.sizeChartImage,
    videoUrl: p.youtubeUrl,
    hsn: p.hsnCode,
    defaultOffers: offerRows.filter((o) => o.sizeId === null).map(offer),
    declarations: { makerName: p.makerName, makerAddress: p.makerAddress, netQuantity: p.netQuantity, countryOfOrigin: p.countryOfOrigin, consumerCare: p.consumerCare },
    colorVariants: variantRows.map((v) => ({
      id: v.id,
      name: v.name,
      colorCode: v.colorCode,
      images: v.images,
      sizes: sizeRows
        .filter((r) => r.size.colorVariantId === v.id)
        .map(({ size: s }) => ({
          id: s.id,
          name: s.name,
          price: fromPaise(s.pricePaise),
          strikedPrice: fromPaise(s.strikedPricePaise),
          weight: s.weightGrams,
          offers: offerRows.filter((o) => o.sizeId === s.id).map(offer),
        })),
    })),
    published: p.isActive,
    translations: storedProductTexts(p.translations),
  };
}

/** Locks the product row for the rest of the transaction, so two saves of it run one after the other. */
export async function lockProduct(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  return rows.length > 0;
}

