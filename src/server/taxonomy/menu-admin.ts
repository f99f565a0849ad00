import { asc, inArray } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { categories, menuItems, menuSubItems, products } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import type { MenuInput } from '#lib/validation/taxonomy';
import { catalogWrite, type WriteContext } from './catalog-write';
import { categoryBySlug, productBySlug } from './taxonomy-lookups';
import { storedNames, type NameTranslations } from '#lib/validation/catalog-translations';

type MenuLink = MenuInput['items'][number]['link'];
export type AdminMenu = {
  items: { id: string; label: string; translations: NameTranslations; link: MenuLink; subItems: { id: string; name: string; translations: NameTranslations; productSlug: string }[] }[];
};

/**
 * The header menu as the console edits it. A stored item opens a category when it names one, a
 * product when its path is /product/{slug}, else a page: the storefront's link rules (nav-links.ts)
 * then send the shopper to the same place.
 */
export async function loadMenuForAdmin(db?: Db): Promise<AdminMenu> {
  db ??= await getDb();
  const [items, subs, cats, prods] = await Promise.all([
    db.select().from(menuItems).orderBy(asc(menuItems.position)),
    db.select().from(menuSubItems).orderBy(asc(menuSubItems.position)),
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db.select({ id: products.id, slug: products.slug }).from(products),
  ]);
  const catSlug = new Map(cats.map((c) => [c.id, c.slug]));
  const prodSlug = new Map(prods.map((p) => [p.id, p.slug]));
  return {
    items: items.map((m) => {
      const category = m.categoryId ? catSlug.get(m.categoryId) : undefined;
      const product = /^\/product\/([a-z0-9-]+)$/.exec(m.path)?.[1];
      const link: MenuLink = category ? { kind: 'category', slug: category } : product ? { kind: 'product', slug: product } : { kind: 'page', path: m.path };
      return {
        id: m.id,
        label: m.menu,
        translations: storedNames(m.translations),
        link,
        subItems: subs.filter((s) => s.menuItemId === m.id).map((s) => ({ id: s.id, name: s.name, translations: storedNames(s.translations), productSlug: prodSlug.get(s.productId) ?? '' })),
      };
    }),
  };
}

async function columnsOf(tx: Db, link: MenuLink, field: string) {
  if (link.kind === 'category') {
    const cat = await categoryBySlug(tx, link.slug, field);
    // No slug: an item of a category opens the category page even with no sub-menu.
    return { path: `/categories/${cat.slug}`, slug: null, categoryId: cat.id };
  }
  if (link.kind === 'product') {
    const prod = await productBySlug(tx, link.slug, field);
    return { path: `/product/${prod.slug}`, slug: prod.slug, categoryId: null };
  }
  return { path: link.path, slug: null, categoryId: null };
}

const outline = (menu: { items: { label: string; subItems: { name: string }[] }[] }) =>
  menu.items.map((i) => (i.subItems.length > 0 ? `${i.label} (${i.subItems.map((s) => s.name).join(', ')})` : i.label));

/** The Hindi and Tamil names beside the outline, so the audit shows a translation's edit too: 'Pants: hi पैंट्स, ta பேண்ட்ஸ்'. */
const translated = (menu: { items: { label: string; translations: NameTranslations; subItems: { name: string; translations: NameTranslations }[] }[] }) =>
  menu.items
    .flatMap((i) => [{ name: i.label, t: i.translations }, ...i.subItems.map((s) => ({ name: s.name, t: s.translations }))])
    .flatMap(({ name, t }) => {
      const own = (['hi', 'ta'] as const).flatMap((l) => (t[l] ? [`${l} ${t[l]}`] : []));
      return own.length > 0 ? [`${name}: ${own.join(', ')}`] : [];
    });

/**
 * Saves the whole menu in its new order: items and sub-menus are written afresh in one
 * transaction, keeping the ids of those that existed, so a reorder is one change in the audit log.
 */
export function saveMenu(ctx: WriteContext, input: MenuInput): Promise<{ items: number }> {
  return catalogWrite(ctx, async (tx) => {
    const before = await loadMenuForAdmin(tx);
    // An id is kept only when it names a row of the old menu, once: anything else gets a new one.
    const known = new Set(before.items.flatMap((i) => [i.id, ...i.subItems.map((s) => s.id)]));
    const idFor = (id: string | undefined) => (id && known.delete(id) ? id : newId());
    const itemRows: (typeof menuItems.$inferInsert)[] = [];
    const subRows: (typeof menuSubItems.$inferInsert)[] = [];
    for (const [i, item] of input.items.entries()) {
      const id = idFor(item.id);
      itemRows.push({ id, menu: item.label, translations: item.translations, position: i, ...(await columnsOf(tx, item.link, `items.${i}.link`)) });
      for (const [k, sub] of item.subItems.entries()) {
        const product = await productBySlug(tx, sub.productSlug, `items.${i}.subItems.${k}.productSlug`);
        subRows.push({ id: idFor(sub.id), menuItemId: id, name: sub.name, translations: sub.translations, productId: product.id, position: k });
      }
    }
    const oldIds = before.items.map((i) => i.id);
    if (oldIds.length > 0) {
      await tx.delete(menuSubItems).where(inArray(menuSubItems.menuItemId, oldIds));
      await tx.delete(menuItems).where(inArray(menuItems.id, oldIds));
    }
    if (itemRows.length > 0) await tx.insert(menuItems).values(itemRows);
    if (subRows.length > 0) await tx.insert(menuSubItems).values(subRows);
    return {
      result: { items: itemRows.length },
      audit: {
        action: 'menu.save',
        entity: 'menu',
        entityId: 'header',
        before: { items: outline(before), translations: translated(before) },
        after: { items: outline(input), translations: translated(input) },
      },
    };
  });
}
