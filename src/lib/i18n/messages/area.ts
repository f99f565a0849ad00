/**
 * One area's words in every language (layout.ts, and one file per part of the shop, so people
 * translating different parts never edit the same file). English is the source: Hindi and Tamil
 * must have each of its keys, or the type check and the build fail (lib/i18n/catalogue-check.ts).
 */
export type AreaWords<E extends Record<string, string>> = { en: E; hi: Record<keyof E, string>; ta: Record<keyof E, string> };
