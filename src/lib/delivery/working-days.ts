import { istDate } from '../gst/ist-date';

const DAY_MS = 86_400_000;

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Couriers do not deliver on Sundays nor on the merchant's holidays (YYYY-MM-DD, India's dates). */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() !== 0 && !holidays.has(date);
}

/**
 * The day a parcel arrives when it takes `days` working days from an order placed at `placedAt`:
 * the order day itself never counts, and every Sunday and holiday on the way is skipped.
 */
export function deliveryDate(placedAt: Date, days: number, holidays: ReadonlySet<string>): string {
  let date = istDate(placedAt);
  let left = Math.max(1, Math.floor(days));
  while (left > 0) {
    date = nextDay(date);
    if (isWorkingDay(date, holidays)) left -= 1;
  }
  return date;
}

const longDays = new Map<string, Intl.DateTimeFormat>();

/** 'Thu, 26 Nov' for a YYYY-MM-DD already in India's calendar; in the page's language for `tag` (hi-IN, ta-IN). */
export function formatDeliveryDate(date: string, tag = 'en-IN'): string {
  let format = longDays.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    longDays.set(tag, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
