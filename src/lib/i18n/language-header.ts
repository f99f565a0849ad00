import { splitLocale, type Locale } from './locales';

/**
 * The header the shop's islands send with every /api/web call (issue 31 item 7): the language of
 * the page the shopper is reading, so the server can remember it on the account and send their
 * messages in it. Told by the page, never guessed from the address or the browser's settings.
 */
export const LANGUAGE_HEADER = 'X-Shop-Language';

/** The language of the page at `pathname`: '/ta/product/x' is Tamil, '/product/x' English. */
export function pageLanguage(pathname: string): Locale {
  return splitLocale(pathname).locale;
}
