/** Formatting for content pages (dates, weights), fixed to India's conventions. */
import { LOCALE_INFO, type Locale } from './i18n/locales';

/** "Up to 999 g", "1,000–1,499 g", "3–10 kg": short enough for a phone-width table. */
export function formatTierWeight(previousMaxGrams: number, maxGrams: number): string {
  const from = previousMaxGrams + 1;
  if (previousMaxGrams <= 0) return `Up to ${maxGrams.toLocaleString('en-IN')} g`;
  if (from % 1000 === 0 && maxGrams % 1000 === 0) return `${from / 1000}–${maxGrams / 1000} kg`;
  return `${from.toLocaleString('en-IN')}–${maxGrams.toLocaleString('en-IN')} g`;
}

/** "14 September 2025" in Indian English (or the page's Hindi or Tamil), independent of the server's time zone. */
export function formatLongDate(date: Date, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].htmlLang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
}

/** ISO date (YYYY-MM-DD) for <time datetime>. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
