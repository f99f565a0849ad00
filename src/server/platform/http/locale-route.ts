import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, localePath, splitLocale, type Locale } from '#lib/i18n/locales';
import { PRIVATE_HEADERS } from './cache-headers';

/**
 * How a request's language is decided (issue 31): a shop page under /hi/ or /ta/ is the English
 * route rendered in that language (the middleware rewrites to it and keeps the language in
 * `locals.locale`); an unprefixed shop page asked for by a shopper whose `kanmani_lang` cookie
 * chose Hindi or Tamil is sent to that language's address. The API, the console and files have
 * no languages.
 */
const NOT_PAGES = /^\/(api|admin|_astro|_image|img|media|fonts|lang)(\/|$)|^\/(healthz|readyz|robots\.txt|sitemap[\w-]*\.xml)$|\.\w{2,5}$/;

export function isShopPage(path: string): boolean {
  return !NOT_PAGES.test(path);
}

export type LocaleDecision = { kind: 'as-is' } | { kind: 'rewrite'; locale: Locale; path: string } | { kind: 'redirect'; to: string };

export function decideLocale(method: string, url: URL, cookieLocale: string | undefined): LocaleDecision {
  const { locale, path } = splitLocale(url.pathname);
  if (locale !== DEFAULT_LOCALE) return isShopPage(path) ? { kind: 'rewrite', locale, path: path + url.search } : { kind: 'as-is' };
  if ((method === 'GET' || method === 'HEAD') && isLocale(cookieLocale) && cookieLocale !== DEFAULT_LOCALE && isShopPage(url.pathname)) {
    return { kind: 'redirect', to: localePath(cookieLocale, url.pathname) + url.search };
  }
  return { kind: 'as-is' };
}

/** The remembered language's address; never kept by a cache, which would send everyone there. */
export function localeRedirect(to: string): Response {
  return new Response(null, { status: 302, headers: { Location: to, ...PRIVATE_HEADERS } });
}

/** The cookie's value from a raw Cookie header (the page-cache fast path has no Astro cookies). */
export function cookieLocaleOf(header: string | null | undefined): string | undefined {
  return header ? /(?:^|;\s*)kanmani_lang=(\w+)/.exec(header)?.[1] : undefined;
}

export { LOCALE_COOKIE };
