import { z } from 'zod';
import { LOCALES, type Locale } from '#lib/i18n/locales';
import { LANGUAGE_HEADER } from '#lib/i18n/language-header';
import { parseWith } from './body';

export const ShopLanguageSchema = z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` });

/**
 * The language of the page a shop call came from (src/lib/i18n/language-header.ts), or null when
 * the caller did not say (an API client, a test): then nothing about the shopper's language
 * changes. A value outside en, hi, ta is a 400 like any other bad input.
 */
export function pageLanguageOf(request: Request): Locale | null {
  const raw = request.headers.get(LANGUAGE_HEADER);
  return raw === null ? null : parseWith(ShopLanguageSchema, raw, `${LANGUAGE_HEADER} header`);
}

/** The header as the OpenAPI document lists it. */
export const LanguageHeaderSchema = z.object({
  'x-shop-language': ShopLanguageSchema.optional().describe("the language of the shop page calling (en, hi, ta); the shopper's messages and one-time codes go out in it"),
});
