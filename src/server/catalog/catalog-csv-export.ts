import { asc } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { categories, colorVariants, products, sizeStock, sizes, subcategories } from '#server/platform/db/schema/index';
import { catalogCsvHeader, catalogCsvLine } from '#lib/catalog-csv';
import { loadOffers } from './offers';
import { storedProductTexts, type ProductTranslations } from '#lib/validation/catalog-translations';

/**
 * The whole catalog, drafts included, as the CSV the import reads back (src/lib/catalog-csv.ts):
 * one row per size, in shop order, with its on-hand count (a size never stocked counts zero). A product without a colour or a size has no row to stand on.
 */
/** The file's translation cells: empty where the shop shows English. */
const csvTexts = (t: ProductTranslations) => ({
  product_name_hi: t.hi?.name ?? '',
  product_name_ta: t.ta?.name ?? '',
  description_hi: t.hi?.description ?? '',
  description_ta: t.ta?.description ?? '',
});

export async function exportCatalogCsv(): Promise<string> {
  const db = await getDb();
  const [cats, subs, prods, variants, sizeRows, offers, stock] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db.select({ id: subcategories.id, slug: subcategories.slug }).from(subcategories),
    db.select().from(products).orderBy(asc(products.position), asc(products.name)),
    db.select().from(colorVariants).orderBy(asc(colorVariants.position)),
    db.select().from(sizes).orderBy(asc(sizes.position)),
    loadOffers(db),
    db.select({ sizeId: sizeStock.sizeId, onHand: sizeStock.onHand }).from(sizeStock),
  ]);
  const onHand = new Map(stock.map((r) => [r.sizeId, r.onHand]));
  const catSlug = new Map(cats.map((c) => [c.id, c.slug]));
  const subSlug = new Map(subs.map((s) => [s.id, s.slug]));
  let out = catalogCsvHeader();
  for (const p of prods) {
    const product = {
      slug: p.slug,
      name: p.name,
      categorySlug: catSlug.get(p.categoryId) ?? '',
      subcategorySlug: p.subcategoryId ? (subSlug.get(p.subcategoryId) ?? null) : null,
      type: p.type === 1 ? (1 as const) : (2 as const),
      badge: p.badge,
      published: p.isActive,
      description: p.description,
      defaultOffers: offers.defaults(p.id),
      hsn: p.hsnCode,
      texts: csvTexts(storedProductTexts(p.translations)),
    };
    for (const v of variants.filter((x) => x.productId === p.id)) {
      const colour = { name: v.name, colorCode: v.colorCode, photos: v.images };
      for (const s of sizeRows.filter((x) => x.colorVariantId === v.id))
        out += catalogCsvLine(product, colour, { name: s.name, pricePaise: s.pricePaise, strikedPricePaise: s.strikedPricePaise, weightGrams: s.weightGrams, offers: offers.own(s.id), onHand: onHand.get(s.id) ?? 0 });
    }
  }
  return out;
}
