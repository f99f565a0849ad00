import type { Locale } from './locales';
import { MESSAGES, type MessageKey } from './messages';

/**
 * The texts one island shows, in the page's language, to pass as a prop: the island's bundle
 * carries no catalogue, so a Tamil page ships Tamil words only, and only the ones it needs.
 * In the island: `fill(words['cart.remove'], { name })` (lib/i18n/fill.ts).
 */
export function islandWords<K extends MessageKey>(locale: Locale | undefined, keys: readonly K[]): Record<K, string> {
  const catalogue = MESSAGES[locale ?? 'en'];
  return Object.fromEntries(keys.map((k) => [k, catalogue[k]])) as Record<K, string>;
}
