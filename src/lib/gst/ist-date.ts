/** India keeps one time zone, UTC+05:30, with no daylight saving, so a fixed offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India at an instant, as 'YYYY-MM-DD' (invoices are dated in IST). */
export function istDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Not a date');
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
