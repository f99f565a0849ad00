import { and, ne, sql } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { getStockSettings } from '#server/stock';
import { orderItems, orders } from '#server/platform/db/schema/index';
import { log } from '#server/platform/log';
import type { ProductDetail } from '#lib/catalog-types';
import type { ListingItem } from '#lib/listing/filters';
import { ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { findSubcategory, getCategoryBySlug, snapshotFor, toSummary } from './read';
import type { Locale } from '#lib/i18n/locales';
import { searchIn } from './search';

/**
 * The products of a listing page (all products, a search, a category or one of its
 * subcategories) with what sorting and filtering need: sizes, colours, age and sales.
 */
export type ListingSource =
  | { kind: 'all' }
  | { kind: 'search'; term: string }
  | { kind: 'category'; categorySlug: string; subcategorySlug?: string | undefined };

/** Search results a listing may page through; the search box's dropdown keeps its own 6. */
const SEARCH_LIMIT = 500;

/** Sales move slowly and orders do not change the catalog version, so counts are kept a few minutes. */
const SALES_TTL_MS = 5 * 60_000;
let sales: { at: number; value: Promise<Map<string, number>> } | null = null;

async function loadUnitsSold(): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ productId: orderItems.productId, units: sql<string>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .where(and(ne(orders.status, ORDER_STATUS.CANCELLED), ne(orders.paymentStatus, PAYMENT_STATUS.FAILED)))
    .groupBy(orderItems.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.units)]));
}

/** Units sold per product; a failed count sorts by the Best Seller mark alone rather than failing the page. */
export async function unitsSold(now = Date.now()): Promise<Map<string, number>> {
  if (!sales || now - sales.at > SALES_TTL_MS) {
    const value = loadUnitsSold().catch((err: unknown) => {
      log('error', 'Failed to count units sold', { error: err instanceof Error ? err.message : String(err) });
      sales = null;
      return new Map<string, number>();
    });
    sales = { at: now, value };
  }
  return sales.value;
}

/** Forget the cached sales counts (tests place orders and read the new order at once). */
export function forgetUnitsSold(): void {
  sales = null;
}

/**
 * The products with a unit to sell in some size, read fresh on each listing: orders change stock
 * all the time without touching the catalog version. One aggregate over the stock rows.
 */
async function productsInStock(): Promise<Set<string>> {
  const rows = await query<{ product_id: string }>(
    await getDb(),
    sql`select distinct v.product_id from size_stock st
        join sizes s on s.id = st.size_id
        join color_variants v on v.id = s.color_variant_id
        where st.on_hand > st.reserved`,
  );
  return new Set(rows.map((r) => r.product_id));
}

function toItem(p: ProductDetail, createdAt: Map<string, number>, sold: Map<string, number>, inStock: Set<string>): ListingItem {
  return {
    summary: toSummary(p),
    sizes: p.colorVariants.flatMap((v) => v.sizes.map((s) => s.name)),
    colours: p.colorVariants.map((v) => ({ name: v.name, code: v.colorCode })),
    createdAt: createdAt.get(p._id) ?? 0,
    unitsSold: sold.get(p._id) ?? 0,
    inStock: inStock.has(p._id),
  };
}

/**
 * The listing's products in their natural order (search rank, or the merchant's order);
 * undefined for an unknown category. When the merchant hides sold-out products, those with
 * nothing sellable in any size are left out.
 */
/** `locale`: the page's language, for the products' names (English where none is written). */
export async function loadListing(source: ListingSource, locale?: Locale): Promise<ListingItem[] | undefined> {
  const db = await getDb();
  const [snap, sold, inStock, settings] = await Promise.all([snapshotFor(locale), unitsSold(), productsInStock(), getStockSettings(db)]);
  let details: ProductDetail[];
  if (source.kind === 'all') details = snap.products;
  else if (source.kind === 'search') details = searchIn(snap.products, source.term, SEARCH_LIMIT, snap.searchNames);
  else {
    const category = await getCategoryBySlug(source.categorySlug, locale);
    if (!category) return undefined;
    const sub = source.subcategorySlug === undefined ? undefined : findSubcategory(category, source.subcategorySlug);
    if (source.subcategorySlug !== undefined && !sub) return undefined;
    details = snap.products.filter((p) => p.categoryId._id === category._id && (!sub || p.subCategoryId?._id === sub._id));
  }
  const items = details.map((p) => toItem(p, snap.createdAtById, sold, inStock));
  return settings.hideSoldOut ? items.filter((i) => i.inStock) : items;
}
