/** Formatting for content pages (dates, weights), fixed to India's conventions. */

/** "Up to 999 g", "1,000 g to 1,499 g", "3 kg to 10 kg". */
export function formatTierWeight(previousMaxGrams: number, maxGrams: number): string {
  const g = (n: number) => (n >= 3000 && n % 1000 === 0 ? `${(n / 1000).toLocaleString('en-IN')} kg` : `${n.toLocaleString('en-IN')} g`);
  if (previousMaxGrams <= 0) return `Up to ${g(maxGrams)}`;
  return `${g(previousMaxGrams + 1)} to ${g(maxGrams)}`;
}

/** "14 September 2025" in Indian English, independent of the server's time zone. */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
}

/** ISO date (YYYY-MM-DD) for <time datetime>. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
