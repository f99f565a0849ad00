import { describe, expect, test } from 'vitest';
import { FALLBACK_MENU, menuItemHref, subMenuHref, usefulLinks } from '../../src/lib/nav-links';
import type { MenuItem } from '../../src/lib/catalog-types';

const item = (over: Partial<MenuItem>): MenuItem => ({
  _id: 'a', menu: 'Leggings', path: '/categories/leggings', slug: null, categoryId: null,
  isSubCategoryPresent: false, subMenu: [], ...over,
});
const sub = { _id: 's', name: 'Ankle Length', productId: { _id: 'p', slug: 'ankle-length-cotton-leggings' } };

describe('menu link rules (spec section 2)', () => {
  test('no sub-categories and a slug goes to the product', () => {
    expect(menuItemHref(item({ slug: 'saree-shapewear' }))).toBe('/product/saree-shapewear');
  });
  test('with sub-categories goes to its path even when it has a slug', () => {
    expect(menuItemHref(item({ slug: 'x', isSubCategoryPresent: true }))).toBe('/categories/leggings');
    expect(menuItemHref(item({ slug: 'x', subMenu: [sub] }))).toBe('/categories/leggings');
  });
  test('otherwise its path', () => {
    expect(menuItemHref(item({}))).toBe('/categories/leggings');
    expect(menuItemHref(item({ path: '' }))).toBe('/');
  });
  test('a sub-menu item goes to its product slug', () => {
    expect(subMenuHref(sub)).toBe('/product/ankle-length-cotton-leggings');
  });
});

describe('fallback menu and footer links', () => {
  test('the fallback is Home, Shop, About, Contact', () => {
    expect(FALLBACK_MENU.map((m) => [m.menu, menuItemHref(m)])).toEqual([
      ['Home', '/'], ['Shop', '/shop'], ['About', '/about'], ['Contact', '/contact'],
    ]);
  });
  test("Useful Links leave out 'All Categories'", () => {
    const links = usefulLinks([item({ menu: 'All Categories', path: '/categories' }), item({})]);
    expect(links).toEqual([{ label: 'Leggings', href: '/categories/leggings' }]);
  });
});
