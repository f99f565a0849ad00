import { LOCALE_INFO, type Locale } from './locales';
import { islandWords } from './island-words';
import { PROMISE_KEYS } from './messages/promises';
import type { PromiseWords } from './messages/promises-en';

/** The promise templates of a page's language, for lib/shop-promises.ts's promiseTexts (server code; islands get them as props). */
export function promiseWords(locale: Locale | undefined): PromiseWords {
  return { tag: LOCALE_INFO[locale ?? 'en'].htmlLang, text: islandWords(locale, PROMISE_KEYS) };
}
