import { describe, expect, test } from 'vitest';
import { localePath, splitLocale } from '../../src/lib/i18n/locales';
import { catalogueProblems } from '../../src/lib/i18n/catalogue-check';
import { words } from '../../src/lib/i18n/translate';
import { MESSAGES } from '../../src/lib/i18n/messages';
import { decideLocale, isShopPage } from '../../src/server/platform/http/locale-route';

describe('language addresses', () => {
  test('a path names its language by its first segment; English has none', () => {
    expect(splitLocale('/ta/product/ankle-length-cotton-leggings')).toEqual({ locale: 'ta', path: '/product/ankle-length-cotton-leggings' });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hindi-leggings')).toEqual({ locale: 'en', path: '/hindi-leggings' });
    expect(localePath('ta', '/cart')).toBe('/ta/cart');
    expect(localePath('hi', '/')).toBe('/hi/');
    expect(localePath('en', '/ta/cart')).toBe('/cart');
    expect(localePath('hi', '/ta/categories?page=2')).toBe('/hi/categories?page=2');
  });

  test('shop pages have languages; the API, the console and files do not', () => {
    expect(isShopPage('/product/x')).toBe(true);
    expect(isShopPage('/')).toBe(true);
    for (const p of ['/api/web/product/list', '/admin', '/admin/orders', '/_astro/a.js', '/favicon.svg', '/sitemap-catalog.xml', '/robots.txt', '/readyz', '/lang']) expect(isShopPage(p), p).toBe(false);
  });

  test('a prefixed page is the English route in that language; a remembered choice is an address to go to', () => {
    const at = (p: string) => new URL(p, 'http://shop.test');
    expect(decideLocale('GET', at('/ta/cart?x=1'), undefined)).toEqual({ kind: 'rewrite', locale: 'ta', path: '/cart?x=1' });
    expect(decideLocale('GET', at('/product/x'), 'hi')).toEqual({ kind: 'redirect', to: '/hi/product/x' });
    expect(decideLocale('GET', at('/product/x'), 'en')).toEqual({ kind: 'as-is' });
    expect(decideLocale('GET', at('/product/x'), 'fr')).toEqual({ kind: 'as-is' });
    expect(decideLocale('POST', at('/product/x'), 'ta')).toEqual({ kind: 'as-is' });
    expect(decideLocale('GET', at('/api/web/product/list'), 'ta')).toEqual({ kind: 'as-is' });
    expect(decideLocale('GET', at('/ta/api/web/product/list'), undefined)).toEqual({ kind: 'as-is' });
  });
});

describe('message catalogues', () => {
  test('Hindi and Tamil have every English key, with the same placeholders', () => {
    const { en, ...others } = MESSAGES;
    expect(catalogueProblems(en, others)).toEqual([]);
  });

  test('the check names a missing key, an empty text, a changed placeholder and a stray key', () => {
    const en = { a: 'Hello {name}', b: 'Bye', c: 'Go' };
    expect(catalogueProblems(en, { hi: { a: 'नमस्ते {naam}', b: ' ', d: 'x' } })).toEqual([
      "hi: 'a' has placeholders {naam} where English has {name}",
      "hi: 'b' is empty",
      "hi: 'c' is missing",
      "hi: 'd' is not an English key",
    ]);
  });

  test('rupees keep Indian digit grouping in every language; words and plurals follow the language', () => {
    for (const l of ['en', 'hi', 'ta'] as const) expect(words(l).money(14_653_350)).toBe('₹1,46,533.50');
    expect(words('ta').t('header.all', { name: 'லெக்கிங்ஸ்' })).toBe('அனைத்து லெக்கிங்ஸ்');
    expect(words('en').plural('cart.items', 1)).toBe('1 item');
    expect(words('en').plural('cart.items', 1200)).toBe('1,200 items');
    expect(words('ta').plural('cart.items', 2)).toBe('2 பொருட்கள்');
    expect(words('hi').href('/cart')).toBe('/hi/cart');
  });
});
