import { getDb } from '#server/platform/db/client';
import { parcelTooHeavy } from '#server/platform/errors';
import { whenReady } from '#server/platform/db/ready-gate';
import type {
  CategoryTile,
  Collection,
  MenuItem,
  ProductDetail,
  ProductSummary,
  ShippingCost,
  Subcategory,
} from '#lib/catalog-types';
import { pickTier, type RateTier } from '#lib/shipping';
import { cachedForVersion } from './cache';
import { currentCatalogVersion, readCatalogVersion } from '#server/platform/db/catalog-version';
import { sizeNameKey, type CatalogSnapshot, type PricedSize } from './snapshot';
import { loadSnapshotAt } from './snapshot-source';
import { searchIn } from './search';
import { snapshotIn } from './snapshot-locale';
import { DEFAULT_LOCALE, type Locale } from '#lib/i18n/locales';
import { fromPaise as rupees } from '#lib/money';
import { deliverySettings } from '#server/delivery';

/**
 * The catalog's read side, verb first, returning the API's own types. Pages call these in
 * process; the /api/web routes call the same functions. Something missing is `undefined`, never
 * a thrown error: pages render their 404 page for it, API routes answer the envelope's 404.
 */
export async function snapshot(): Promise<CatalogSnapshot> {
  await whenReady();
  const db = await getDb();
  // The version comes from the primary; the snapshot may come from a replica that has caught up to it.
  const version = await currentCatalogVersion(db);
  return cachedForVersion('catalog', version, () => loadSnapshotAt(version, db));
}

/** The snapshot in a page's language (English fallback for each missing text); English by default, as the API speaks. */
export async function snapshotFor(locale: Locale = DEFAULT_LOCALE): Promise<CatalogSnapshot> {
  return snapshotIn(await snapshot(), locale);
}

/**
 * The snapshot of the version the database holds at this moment (one single-row read, not the
 * instance's 400 ms check): prices are judged against the latest edit, as the 409 for a changed
 * price promises, while the catalog's rows come from memory once per version.
 */
async function snapshotNow(known?: number): Promise<CatalogSnapshot> {
  await whenReady();
  const db = await getDb();
  const version = known ?? (await readCatalogVersion(db));
  return cachedForVersion('catalog', version, () => loadSnapshotAt(version, db));
}

/**
 * The price list of every sold size (paise, with its offers) the cart quote reads: the version
 * the pages show (the instance's 400 ms check), so a quote costs no catalog read. An edit shows
 * in quotes as it shows on the pages; order/create judges the shopper's figures against the
 * latest edit (getOrderPriceList) and answers 409 with the new ones.
 */
export async function getPricedSizes(): Promise<ReadonlyMap<string, PricedSize>> {
  return (await snapshot()).pricedSizes;
}

/**
 * What order pricing reads: the sizes by colour and size name, and the shipping tiers, as of the
 * latest catalog edit. `version`: the version the caller has just read from the database in a
 * statement of its own (the look before an order), so it is not read twice.
 */
export async function getOrderPriceList(version?: number): Promise<{ size: (colorId: string, sizeName: string) => PricedSize | undefined; tiers: readonly RateTier[] }> {
  const snap = await snapshotNow(version);
  return { size: (colorId, sizeName) => snap.pricedSizesByName.get(sizeNameKey(colorId, sizeName)), tiers: snap.tiers };
}

export function toSummary(p: ProductDetail): ProductSummary {
  return {
    _id: p._id,
    name: p.name,
    slug: p.slug,
    type: p.type,
    badge: p.badge,
    categoryName: p.categoryName,
    subCategoryName: p.subCategoryName,
    categoryId: p.categoryId,
    subCategoryId: p.subCategoryId,
    image: p.image,
    price: p.price,
    strikedPrice: p.strikedPrice,
    colorCount: p.colorCount,
    averageRating: p.averageRating,
    reviewCount: p.reviewCount,
  };
}

export async function getMenu(locale?: Locale): Promise<MenuItem[]> {
  return (await snapshotFor(locale)).menu;
}

export async function listProducts(locale?: Locale): Promise<ProductSummary[]> {
  return (await snapshotFor(locale)).products.map(toSummary);
}

export async function listBestSellers(locale?: Locale): Promise<ProductSummary[]> {
  return (await snapshotFor(locale)).products.filter((p) => p.type === 1).map(toSummary);
}

export async function listCategories(locale?: Locale): Promise<CategoryTile[]> {
  return (await snapshotFor(locale)).categories;
}

export type CategoryWithSubs = CategoryTile & { subcategories: Subcategory[] };

export async function getCategoryBySlug(slug: string, locale?: Locale): Promise<CategoryWithSubs | undefined> {
  const snap = await snapshotFor(locale);
  const tile = snap.categories.find((c) => c.categorySlug === slug);
  return tile && { ...tile, subcategories: snap.subcategories.filter((s) => s.categoryId === tile._id) };
}

export async function listSubcategories(categorySlug: string, locale?: Locale): Promise<Subcategory[] | undefined> {
  return (await getCategoryBySlug(categorySlug, locale))?.subcategories;
}

/** A subcategory of the category by its slug or id. */
export function findSubcategory(category: CategoryWithSubs, slugOrId: string): Subcategory | undefined {
  return category.subcategories.find((s) => s.slug === slugOrId || s._id === slugOrId);
}

/** The category's products, or one subcategory's; undefined when either does not exist. */
export async function listProductsByCategory(categorySlug: string, subcategorySlug?: string, locale?: Locale): Promise<ProductSummary[] | undefined> {
  const category = await getCategoryBySlug(categorySlug, locale);
  if (!category) return undefined;
  const sub = subcategorySlug === undefined ? undefined : findSubcategory(category, subcategorySlug);
  if (subcategorySlug !== undefined && !sub) return undefined;
  return (await snapshotFor(locale)).products
    .filter((p) => p.categoryId._id === category._id && (!sub || p.subCategoryId?._id === sub._id))
    .map(toSummary);
}

export async function getProductBySlug(slug: string, locale?: Locale): Promise<ProductDetail | undefined> {
  return (await snapshotFor(locale)).bySlug.get(slug);
}

export async function getProductById(id: string, locale?: Locale): Promise<ProductDetail | undefined> {
  return (await snapshotFor(locale)).byId.get(id);
}

export async function searchProducts(q: string, limit = 6, locale?: Locale): Promise<ProductSummary[]> {
  const snap = await snapshotFor(locale);
  return searchIn(snap.products, q, limit, snap.searchNames).map(toSummary);
}

export async function listCollections(locale?: Locale): Promise<Collection[]> {
  return (await snapshotFor(locale)).collections;
}

/**
 * Rates for a cart weight in grams (rupees). An empty cart ships for nothing; a cart heavier
 * than the last tier cannot be shipped at all, which the shopper must be told.
 */
export async function getShippingCost(weightGrams: number): Promise<ShippingCost> {
  const tiers = (await snapshot()).tiers;
  const tier = pickTier(tiers, weightGrams);
  const heaviest = tiers.at(-1)?.weightInGrams ?? 0;
  if (!tier && weightGrams > heaviest) throw parcelTooHeavy(weightGrams, heaviest);
  const { codFeePaise, freeShipping } = await deliverySettings();
  return {
    cod: tier ? rupees(tier.codRatePaise) : 0,
    onlinePayment: tier ? rupees(tier.onlinePaymentRatePaise) : 0,
    weight: weightGrams,
    codFee: rupees(codFeePaise ?? 0),
    freeShipping: freeShipping && { states: freeShipping.states, payment: freeShipping.payment, minOrder: rupees(freeShipping.minOrderPaise) },
  };
}

export async function getRateTiers() {
  return (await snapshot()).tiers;
}
