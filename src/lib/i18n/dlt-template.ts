import type { Locale } from './locales';

/**
 * A DLT template is registered for one fixed wording, so each language of a message is a template
 * of its own with 2Factor: the English name as it always was, `order_placed_hi` and
 * `order_placed_ta` for the Hindi and Tamil wordings of `order_placed`.
 */
export function dltTemplateName(name: string, language: Locale): string {
  return language === 'en' ? name : `${name}_${language}`;
}
