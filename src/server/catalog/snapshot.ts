import { asc } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import {
  categories,
  collections,
  colorVariants,
  menuItems,
  menuSubItems,
  products,
  shippingRateTiers,
  sizes,
  subcategories,
} from '#server/platform/db/schema/index';
import type { CategoryTile, Collection, MenuItem, ProductDetail, Subcategory } from '#lib/catalog-types';
import type { RateTier } from '#lib/shipping';
import { fromPaise as rupees } from '#lib/money';
import { loadOffers, offerInRupees, type StoredOffer } from './offers';
import { EMPTY_TALLY, summaryOfTally } from '#lib/review-summary';
import { loadReviewFigures } from './review-figures';
import { searchNamesOf, type CatalogTexts } from './snapshot-locale';
import { storedNames, storedProductTexts } from '#lib/validation/catalog-translations';

/**
 * The whole catalog as the API shows it, built from a fixed number of queries (no N+1),
 * then served from memory. The demo catalog is small; a catalog of many thousands of products
 * would page instead (README, Decisions).
 */
export type CatalogSnapshot = {
  products: ProductDetail[];
  bySlug: Map<string, ProductDetail>;
  byId: Map<string, ProductDetail>;
  /** when each product was added (ms), for the listings' 'Newest' sort */
  createdAtById: Map<string, number>;
  categories: CategoryTile[];
  subcategories: Subcategory[];
  menu: MenuItem[];
  collections: Collection[];
  tiers: RateTier[];
  /** Every size of a sold product, priced in paise with the offers that price it: the cart quote's price list. */
  pricedSizes: Map<string, PricedSize>;
  /** The same sizes by colour and size name (`${colorId}\u0000${sizeName}`), as an order names them. */
  pricedSizesByName: Map<string, PricedSize>;
  /** The Hindi and Tamil texts; snapshot-locale.ts puts them in place for a page's language. */
  texts: CatalogTexts;
  /** Each product's words in every language, by product id, for search (search.ts). */
  searchNames: ReadonlyMap<string, { name: string; other: string }>;
};

/** One size as the cart quote and order pricing price it, with what an order line keeps of it. */
export type PricedSize = {
  sizeId: string;
  colorId: string;
  productId: string;
  categoryId: string;
  /** the product's name */
  name: string;
  pricePaise: number;
  offers: readonly StoredOffer[];
  sizeName: string;
  /** the size's own weight, else its product's */
  weightGrams: number;
  productSlug: string;
  categoryName: string;
  image: string;
  colorName: string;
  colorCode: string;
};

export const sizeNameKey = (colorId: string, sizeName: string) => `${colorId}\u0000${sizeName}`;

type Query = () => PromiseLike<unknown>;
type Results<T extends readonly Query[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/** A pool runs the queries side by side; one connection (a transaction) takes one query at a time. */
function together<T extends readonly Query[]>(queries: T): Promise<Results<T>> {
  return Promise.all(queries.map((q) => q())) as Promise<Results<T>>;
}
async function inTurn<T extends readonly Query[]>(queries: T): Promise<Results<T>> {
  const results: unknown[] = [];
  for (const q of queries) results.push(await q());
  return results as Results<T>;
}

/** `oneConnection`: `db` is a transaction (snapshot-source.ts reads the replica in one). */
export async function loadSnapshot(db: Db, opts: { oneConnection?: boolean } = {}): Promise<CatalogSnapshot> {
  const run = opts.oneConnection ? inTurn : together;
  const [cats, subs, prods, offers, variants, sizeRows, reviewFigures, cols, menus, subMenus, tiers] = await run([
    () => db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    () => db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
    () => db.select().from(products).orderBy(asc(products.position), asc(products.name)),
    () => loadOffers(db),
    () => db.select().from(colorVariants).orderBy(asc(colorVariants.position)),
    () => db.select().from(sizes).orderBy(asc(sizes.position)),
    () => loadReviewFigures(db, opts.oneConnection === true),
    () => db.select().from(collections).orderBy(asc(collections.position)),
    () => db.select().from(menuItems).orderBy(asc(menuItems.position)),
    () => db.select().from(menuSubItems).orderBy(asc(menuSubItems.position)),
    () => db.select().from(shippingRateTiers).orderBy(asc(shippingRateTiers.weightInGrams)),
  ] as const);

  const catById = new Map(cats.map((c) => [c.id, c]));
  const subById = new Map(subs.map((s) => [s.id, s]));
  const group = <T, K>(rows: T[], key: (r: T) => K) => {
    const m = new Map<K, T[]>();
    for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
    return m;
  };
  const variantsByProduct = group(variants, (v) => v.productId);
  const sizesByVariant = group(sizeRows, (s) => s.colorVariantId);

  const detailList: ProductDetail[] = [];
  const pricedSizes = new Map<string, PricedSize>();
  const pricedSizesByName = new Map<string, PricedSize>();
  for (const p of prods) {
    if (!p.isActive) continue;
    const cat = catById.get(p.categoryId);
    if (!cat) continue;
    for (const v of variantsByProduct.get(p.id) ?? []) {
      for (const sz of sizesByVariant.get(v.id) ?? []) {
        const priced: PricedSize = {
          sizeId: sz.id,
          colorId: v.id,
          productId: p.id,
          categoryId: p.categoryId,
          name: p.name,
          pricePaise: sz.pricePaise,
          offers: offers.forSize(p.id, sz.id),
          sizeName: sz.name,
          weightGrams: sz.weightGrams || p.weightGrams,
          productSlug: p.slug,
          categoryName: cat.name,
          image: v.images[0] ?? '',
          colorName: v.name,
          colorCode: v.colorCode,
        };
        pricedSizes.set(sz.id, priced);
        // Sizes come in position order: two of one name in a colour, the first prices it.
        if (!pricedSizesByName.has(sizeNameKey(v.id, sz.name))) pricedSizesByName.set(sizeNameKey(v.id, sz.name), priced);
      }
    }
    const sub = p.subcategoryId ? subById.get(p.subcategoryId) : undefined;
    const colorVariantsDto = (variantsByProduct.get(p.id) ?? []).map((v) => ({
      _id: v.id,
      name: v.name,
      colorCode: v.colorCode,
      images: v.images,
      sizes: (sizesByVariant.get(v.id) ?? []).map((s) => ({
        _id: s.id,
        name: s.name,
        price: rupees(s.pricePaise),
        strikedPrice: rupees(s.strikedPricePaise),
        weight: s.weightGrams,
        offers: offers.own(s.id).map(offerInRupees),
      })),
    }));
    const firstSizes = colorVariantsDto[0]?.sizes ?? [];
    // Only published reviews: with none, no figure, no count, no stars (LAW.md).
    const reviews = summaryOfTally(reviewFigures.tallies.get(p.id) ?? EMPTY_TALLY);
    const cheapest = firstSizes.reduce<(typeof firstSizes)[number] | undefined>((min, s) => (!min || s.price < min.price ? s : min), undefined);
    detailList.push({
      _id: p.id,
      name: p.name,
      slug: p.slug,
      type: p.type === 1 ? 1 : 2,
      badge: p.badge,
      categoryName: cat.name,
      subCategoryName: sub?.name ?? null,
      categoryId: { _id: cat.id, name: cat.name, slug: cat.slug },
      subCategoryId: sub ? { _id: sub.id, name: sub.name, slug: sub.slug } : null,
      image: colorVariantsDto[0]?.images[0] ?? '',
      price: cheapest?.price ?? 0,
      strikedPrice: cheapest?.strikedPrice ?? 0,
      colorCount: colorVariantsDto.length,
      averageRating: reviews?.average ?? null,
      reviewCount: reviews?.count ?? 0,
      description: p.description,
      sizeChart: p.sizeChartImage,
      youTube: p.youtubeUrl ? { url: p.youtubeUrl, thumbnailImg: p.youtubeThumb } : null,
      specifications: p.specifications,
      defaultOffers: offers.defaults(p.id).map(offerInRupees),
      weight: p.weightGrams,
      colorVariants: colorVariantsDto,
      ratings: reviewFigures.newest.get(p.id) ?? [],
    });
  }

  const productById = new Map(prods.map((p) => [p.id, p]));
  const subsByCategory = group(subs, (s) => s.categoryId);
  const categoryTiles: CategoryTile[] = cats.map((c) => {
    const has = (subsByCategory.get(c.id) ?? []).length > 0;
    return {
      _id: c.id,
      name: c.name,
      categoryName: c.name,
      image: c.image,
      categorySlug: c.slug,
      productSlug: c.productSlug,
      isSubcategoryPresent: has,
      isSubCategoryPresent: has,
    };
  });
  const subDtos: Subcategory[] = subs.map((s) => ({
    _id: s.id,
    name: s.name,
    slug: s.slug,
    image: s.image,
    productSlug: s.productSlug,
    categoryId: s.categoryId,
  }));
  const subMenusByItem = group(subMenus, (s) => s.menuItemId);
  const menu: MenuItem[] = menus.map((m) => {
    const subMenu = (subMenusByItem.get(m.id) ?? []).flatMap((s) => {
      const prod = productById.get(s.productId);
      return prod ? [{ _id: s.id, name: s.name, productId: { _id: prod.id, slug: prod.slug } }] : [];
    });
    return {
      _id: m.id,
      menu: m.menu,
      path: m.path,
      slug: m.slug,
      categoryId: m.categoryId,
      isSubCategoryPresent: subMenu.length > 0,
      subMenu,
    };
  });
  const collectionDtos: Collection[] = cols.map((c) => ({
    _id: c.id,
    label: c.label,
    img: c.img,
    slug: c.slug,
    productId: c.productId,
    style: c.style,
    hover: c.hover,
    objectPos: c.objectPos,
  }));

  const texts: CatalogTexts = {
    products: new Map(prods.map((p) => [p.id, storedProductTexts(p.translations)])),
    categories: new Map(cats.map((c) => [c.id, storedNames(c.translations)])),
    subcategories: new Map(subs.map((c) => [c.id, storedNames(c.translations)])),
    collections: new Map(cols.map((c) => [c.id, storedNames(c.translations)])),
    menu: new Map([...menus, ...subMenus].map((m) => [m.id, storedNames(m.translations)])),
  };

  return {
    texts,
    searchNames: new Map(detailList.map((p) => [p._id, searchNamesOf(texts, p)])),
    products: detailList,
    bySlug: new Map(detailList.map((p) => [p.slug, p])),
    byId: new Map(detailList.map((p) => [p._id, p])),
    createdAtById: new Map(prods.map((p) => [p.id, p.createdAt.getTime()])),
    categories: categoryTiles,
    subcategories: subDtos,
    menu,
    collections: collectionDtos,
    pricedSizes,
    pricedSizesByName,
    tiers: tiers.map((t) => ({
      weightInGrams: t.weightInGrams,
      onlinePaymentRatePaise: t.onlinePaymentRatePaise,
      codRatePaise: t.codRatePaise,
    })),
  };
}
