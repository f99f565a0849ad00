import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { fill, type Vars } from '#lib/i18n/fill';
import { localePath, type Locale } from '#lib/i18n/locales';

/**
 * An island's texts and language, handed down once by its root instead of through every prop:
 * the .astro page passes `words={islandWords(Astro.locals.locale, KEYS)}` and `locale`, the root
 * wraps its tree in <IslandWords>, and any part calls useWords<Key>(). No catalogue is imported,
 * so the bundle carries only the words this page shows.
 */
type Context = { words: Readonly<Record<string, string>>; locale: Locale };
const WordsContext = createContext<Context>({ words: {}, locale: 'en' });

export function IslandWords({ words, locale = 'en', children }: { words: Readonly<Record<string, string>>; locale?: Locale | undefined; children: ReactNode }) {
  return <WordsContext.Provider value={{ words, locale }}>{children}</WordsContext.Provider>;
}

/** `t(key, vars)` in the island's language; `href('/cart')` keeps the page's /hi or /ta prefix. */
export function useWords<K extends string>(): { t: (key: K, vars?: Vars) => string; href: (path: string) => string; locale: Locale } {
  const { words, locale } = useContext(WordsContext);
  // Stable between renders, so effects may list them as dependencies.
  return useMemo(
    () => ({ t: (key: K, vars?: Vars) => fill(words[key] ?? key, vars), href: (path: string) => localePath(locale, path), locale }),
    [words, locale],
  );
}

/**
 * useWords for a part that is also used where no page hands it words yet (My Account, the
 * complaint form): it falls back to its English texts, imported from an English-only module.
 */
export function useWordsOr<K extends string>(english: Readonly<Record<K, string>>): { t: (key: K, vars?: Vars) => string; href: (path: string) => string; locale: Locale } {
  const { words, locale } = useContext(WordsContext);
  return useMemo(
    () => ({ t: (key: K, vars?: Vars) => fill(words[key] ?? english[key], vars), href: (path: string) => localePath(locale, path), locale }),
    [words, locale, english],
  );
}
