import type { Locale } from '#lib/i18n/locales';
import type { CategoryRef, ProductDetail } from '#lib/catalog-types';
import type { NameTranslations, ProductTranslations } from '#lib/validation/catalog-translations';
import type { CatalogSnapshot } from './snapshot';

/** The Hindi and Tamil texts of the catalog, by row id, as the snapshot carries them. */
export type CatalogTexts = {
  products: ReadonlyMap<string, ProductTranslations>;
  categories: ReadonlyMap<string, NameTranslations>;
  subcategories: ReadonlyMap<string, NameTranslations>;
  collections: ReadonlyMap<string, NameTranslations>;
  /** menu items and their sub-menu entries (their ids never collide) */
  menu: ReadonlyMap<string, NameTranslations>;
};

const built = new WeakMap<CatalogSnapshot, Map<Locale, CatalogSnapshot>>();

/**
 * The snapshot as a page in `locale` shows it: each name, description and specification list
 * in that language where the merchant wrote one, else the English one. English is the snapshot
 * itself, untouched. Built once per snapshot and language, so a page pays nothing for it.
 */
export function snapshotIn(snap: CatalogSnapshot, locale: Locale): CatalogSnapshot {
  if (locale === 'en') return snap;
  let byLocale = built.get(snap);
  if (!byLocale) built.set(snap, (byLocale = new Map()));
  let local = byLocale.get(locale);
  if (!local) byLocale.set(locale, (local = translate(snap, locale)));
  return local;
}

function translate(snap: CatalogSnapshot, l: Exclude<Locale, 'en'>): CatalogSnapshot {
  const { texts } = snap;
  const name = (map: ReadonlyMap<string, NameTranslations>, id: string, english: string) => map.get(id)?.[l] ?? english;
  const ref = (map: ReadonlyMap<string, NameTranslations>, r: CategoryRef): CategoryRef => ({ ...r, name: name(map, r._id, r.name) });
  const products = snap.products.map((p): ProductDetail => {
    const own = texts.products.get(p._id)?.[l];
    return {
      ...p,
      name: own?.name ?? p.name,
      description: own?.description ?? p.description,
      specifications: own?.specifications ?? p.specifications,
      categoryName: name(texts.categories, p.categoryId._id, p.categoryName),
      subCategoryName: p.subCategoryId ? name(texts.subcategories, p.subCategoryId._id, p.subCategoryId.name) : p.subCategoryName,
      categoryId: ref(texts.categories, p.categoryId),
      subCategoryId: p.subCategoryId && ref(texts.subcategories, p.subCategoryId),
    };
  });
  return {
    ...snap,
    products,
    bySlug: new Map(products.map((p) => [p.slug, p])),
    byId: new Map(products.map((p) => [p._id, p])),
    categories: snap.categories.map((c) => {
      const local = name(texts.categories, c._id, c.name);
      return { ...c, name: local, categoryName: local };
    }),
    subcategories: snap.subcategories.map((s) => ({ ...s, name: name(texts.subcategories, s._id, s.name) })),
    menu: snap.menu.map((m) => ({
      ...m,
      menu: name(texts.menu, m._id, m.menu),
      subMenu: m.subMenu.map((s) => ({ ...s, name: name(texts.menu, s._id, s.name) })),
    })),
    collections: snap.collections.map((c) => ({ ...c, label: name(texts.collections, c._id, c.label) })),
  };
}

/**
 * Every language's words of a product for search: its names and its category's and
 * subcategory's, so 'லெக்கிங்ஸ்' typed on the English site finds what the Tamil site calls so.
 */
export function searchNamesOf(texts: CatalogTexts, p: ProductDetail): { name: string; other: string } {
  const all = (t: NameTranslations | undefined) => [t?.hi, t?.ta].filter(Boolean).join(' ');
  const own = texts.products.get(p._id);
  return {
    name: [p.name, own?.hi?.name, own?.ta?.name].filter(Boolean).join(' '),
    other: [p.categoryName, p.subCategoryName, all(texts.categories.get(p.categoryId._id)), p.subCategoryId ? all(texts.subcategories.get(p.subCategoryId._id)) : ''].filter(Boolean).join(' '),
  };
}
