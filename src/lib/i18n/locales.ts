/**
 * The shop's languages (issue 31): English at the site's root, Hindi under /hi/ and Tamil under
 * /ta/. The console stays in English. The path decides a page's language; the `kanmani_lang`
 * cookie only remembers the shopper's last choice, and nothing is guessed from the address.
 */
export const LOCALES = ['en', 'hi', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a shopper's choice of language. */
export const LOCALE_COOKIE = 'kanmani_lang';

export const LOCALE_INFO: Record<Locale, { htmlLang: string; ogLocale: string; name: string; englishName: string }> = {
  en: { htmlLang: 'en-IN', ogLocale: 'en_IN', name: 'English', englishName: 'English' },
  hi: { htmlLang: 'hi-IN', ogLocale: 'hi_IN', name: 'हिन्दी', englishName: 'Hindi' },
  ta: { htmlLang: 'ta-IN', ogLocale: 'ta_IN', name: 'தமிழ்', englishName: 'Tamil' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const PREFIX = /^\/(hi|ta)(?=\/|$)/;

/** A path's language and the path without its language prefix: '/ta/cart' is Tamil '/cart'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = PREFIX.exec(pathname);
  if (!m) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: m[1] as Locale, path: pathname.slice(m[0].length) || '/' };
}

/** The same page in `locale`: localePath('ta', '/cart') is '/ta/cart'; English has no prefix. */
export function localePath(locale: Locale, path: string): string {
  const bare = splitLocale(path).path;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}/` : `/${locale}${bare}`;
}
