import { istDate } from './ist-date';

/**
 * The Indian financial year (1 April to 31 March) holding an instant, by the date in India:
 * '2026-27' from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. Invoice numbers restart
 * each financial year, so the label keys the invoice series counter.
 */
export function financialYear(instant: Date): string {
  const [year, month] = istDate(instant).split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
