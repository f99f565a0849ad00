import { DEFAULT_LOCALE, LOCALE_INFO, localePath, type Locale } from './locales';
import { MESSAGES, type MessageKey } from './messages';
import { fill, type Vars } from './fill';

export type { Vars };

/**
 * A language's words: `t(key, vars)` fills {name} placeholders, `plural(key, count)` picks the
 * key's `_one` or `_other` form by the language's plural rules (Intl.PluralRules), `money` writes
 * paise as rupees with Indian digit grouping (₹1,46,533.50 in every language), `href` localises
 * a shop path.
 */
export type Words = {
  locale: Locale;
  t: (key: MessageKey, vars?: Vars) => string;
  plural: (key: PluralBase, count: number, vars?: Vars) => string;
  money: (paise: number) => string;
  number: (n: number) => string;
  href: (path: string) => string;
};

type PluralBase = MessageKey extends infer K ? (K extends `${infer B}_one` ? B : never) : never;

const cache = new Map<Locale, Words>();

export function words(locale: Locale = DEFAULT_LOCALE): Words {
  const hit = cache.get(locale);
  if (hit) return hit;
  const catalogue = MESSAGES[locale];
  const tag = LOCALE_INFO[locale].htmlLang;
  const rules = new Intl.PluralRules(tag);
  const currency = new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR' });
  const numbers = new Intl.NumberFormat(tag);
  const t = (key: MessageKey, vars?: Vars) => fill(catalogue[key], vars);
  const made: Words = {
    locale,
    t,
    plural: (key, count, vars) => {
      const form = rules.select(count) === 'one' ? 'one' : 'other';
      return t(`${key}_${form}` as MessageKey, { count: numbers.format(count), ...vars });
    },
    money: (paise) => currency.format(paise / 100),
    number: (n) => numbers.format(n),
    href: (path) => localePath(locale, path),
  };
  cache.set(locale, made);
  return made;
}
