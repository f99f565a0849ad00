import { getDb } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { ensureReady } from '../ready';
import type {
  CategoryTile,
  Collection,
  MenuItem,
  ProductDetail,
  ProductSummary,
  ShippingCost,
  Subcategory,
} from '../../lib/catalog-types';
import { pickTier } from '../../lib/shipping';
import { cached } from './cache';
import { loadSnapshot, type CatalogSnapshot } from './snapshot';
import { searchIn } from './search';
import { fromPaise as rupees } from '../../lib/money';

/**
 * The catalog's read side, verb first, returning the API's own types. Pages call these in
 * process; the /api/web routes call the same functions.
 */
async function snapshot(): Promise<CatalogSnapshot> {
  await ensureReady();
  return cached('catalog', async () => loadSnapshot(await getDb()));
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
  };
}

export async function getMenu(): Promise<MenuItem[]> {
  return (await snapshot()).menu;
}

export async function listProducts(): Promise<ProductSummary[]> {
  return (await snapshot()).products.map(toSummary);
}

export async function listBestSellers(): Promise<ProductSummary[]> {
  return (await snapshot()).products.filter((p) => p.type === 1).map(toSummary);
}

export async function listCategories(): Promise<CategoryTile[]> {
  return (await snapshot()).categories;
}

export async function getCategoryBySlug(slug: string): Promise<CategoryTile & { subcategories: Subcategory[] }> {
  const snap = await snapshot();
  const tile = snap.categories.find((c) => c.categorySlug === slug);
  if (!tile) throw notFound(`No category is called "${slug}". See /api/web/category/list for the categories we have.`);
  return { ...tile, subcategories: snap.subcategories.filter((s) => s.categoryId === tile._id) };
}

export async function listSubcategories(categorySlug: string): Promise<Subcategory[]> {
  return (await getCategoryBySlug(categorySlug)).subcategories;
}

export async function listProductsByCategory(categorySlug: string, subcategorySlug?: string): Promise<ProductSummary[]> {
  const category = await getCategoryBySlug(categorySlug);
  let sub: Subcategory | undefined;
  if (subcategorySlug !== undefined) {
    sub = category.subcategories.find((s) => s.slug === subcategorySlug || s._id === subcategorySlug);
    if (!sub) throw notFound(`The category "${category.name}" has no subcategory "${subcategorySlug}".`);
  }
  return (await snapshot()).products
    .filter((p) => p.categoryId._id === category._id && (!sub || p.subCategoryId?._id === sub._id))
    .map(toSummary);
}

export async function getProductBySlug(slug: string): Promise<ProductDetail> {
  const p = (await snapshot()).bySlug.get(slug);
  if (!p) throw notFound(`No product has the slug "${slug}". It may have been removed; try searching the shop.`);
  return p;
}

export async function getProductById(id: string): Promise<ProductDetail> {
  const p = (await snapshot()).byId.get(id);
  if (!p) throw notFound(`No product has the id "${id}". It may have been removed; try searching the shop.`);
  return p;
}

export async function searchProducts(q: string, limit = 6): Promise<ProductSummary[]> {
  return searchIn((await snapshot()).products, q, limit).map(toSummary);
}

export async function listCollections(): Promise<Collection[]> {
  return (await snapshot()).collections;
}

/**
 * Rates for a cart weight in grams (rupees). An empty cart ships for nothing; a cart heavier
 * than the last tier cannot be shipped at all, which the shopper must be told.
 */
export async function getShippingCost(weightGrams: number): Promise<ShippingCost> {
  const tiers = (await snapshot()).tiers;
  const tier = pickTier(tiers, weightGrams);
  const heaviest = tiers.at(-1)?.weightInGrams ?? 0;
  if (!tier && weightGrams > heaviest) throw tooHeavy(heaviest);
  return {
    cod: tier ? rupees(tier.codRatePaise) : 0,
    onlinePayment: tier ? rupees(tier.onlinePaymentRatePaise) : 0,
    weight: weightGrams,
  };
}

export async function getRateTiers() {
  return (await snapshot()).tiers;
}

export function tooHeavy(limitGrams: number): HttpError {
  const kg = (limitGrams / 1000).toLocaleString('en-IN');
  return new HttpError(422, `This cart weighs more than ${kg} kg, the most we can ship in one parcel. Remove some items or place two orders.`);
}
