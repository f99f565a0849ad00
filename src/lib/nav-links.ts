import type { MenuItem } from './catalog-types';

/** Spec section 2 link rules for the header menu, shared by the navbar, footer and menu strip. */
export function menuItemHref(item: Pick<MenuItem, 'path' | 'slug' | 'isSubCategoryPresent' | 'subMenu'>): string {
  const hasSubcategories = item.isSubCategoryPresent || item.subMenu.length > 0;
  if (!hasSubcategories && item.slug) return `/product/${item.slug}`;
  return item.path || '/';
}

export function subMenuHref(sub: MenuItem['subMenu'][number]): string {
  return `/product/${sub.productId.slug}`;
}

const fallback = (id: string, menu: string, path: string): MenuItem => ({
  _id: id,
  menu,
  path,
  slug: null,
  categoryId: null,
  isSubCategoryPresent: false,
  subMenu: [],
});

/** Spec section 2: shown when the server's menu cannot be loaded. /shop, /about, /contact redirect. */
export const FALLBACK_MENU: readonly MenuItem[] = [
  fallback('fallback-home', 'Home', '/'),
  fallback('fallback-shop', 'Shop', '/shop'),
  fallback('fallback-about', 'About', '/about'),
  fallback('fallback-contact', 'Contact', '/contact'),
];

/** Footer 'Useful Links': every menu item except 'All Categories'. */
export function usefulLinks(menu: readonly MenuItem[]): { label: string; href: string }[] {
  return menu
    .filter((m) => m.menu.trim().toLowerCase() !== 'all categories')
    .map((m) => ({ label: m.menu, href: menuItemHref(m) }));
}
