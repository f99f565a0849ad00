import { ORDER_STATUS } from './order-status';

/**
 * When a shopper can expect the parcel: 3 to 7 days after the order is confirmed (counted from
 * the day it was placed while it waits for confirmation). The policy page says orders are
 * processed in 1–2 working days and delivered in 4–5; this window covers both with a margin for
 * Sundays. One rule, shown on the order status page, the order card and the order detail.
 */
export const DELIVERY_WINDOW_DAYS = { from: 3, to: 7 } as const;

export type DeliveryWindow = {
  /** first and last expected day, YYYY-MM-DD in India Standard Time */
  from: string;
  to: string;
};

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;

function istDayPlus(at: Date, days: number): string {
  return new Date(at.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Orders still on their way get a window; delivered, returned and cancelled ones do not. */
const ON_THE_WAY: readonly number[] = [ORDER_STATUS.WAITING, ORDER_STATUS.CONFIRMED, ORDER_STATUS.PARTIALLY_FULFILLED, ORDER_STATUS.ON_HOLD, ORDER_STATUS.SHIPPED];

export function expectedDelivery(status: number, placedAt: Date, confirmedAt: Date | null): DeliveryWindow | null {
  if (!ON_THE_WAY.includes(status)) return null;
  const basis = confirmedAt ?? placedAt;
  return { from: istDayPlus(basis, DELIVERY_WINDOW_DAYS.from), to: istDayPlus(basis, DELIVERY_WINDOW_DAYS.to) };
}

const formats = new Map<string, { day: Intl.DateTimeFormat; dayYear: Intl.DateTimeFormat }>();

function formatsFor(tag: string) {
  let made = formats.get(tag);
  if (!made) {
    made = {
      day: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      dayYear: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    };
    formats.set(tag, made);
  }
  return made;
}

/**
 * '26 Nov – 30 Nov 2026' in English; for `tag` hi-IN or ta-IN, that language's range of dates.
 * The days are already India's, so they are formatted as UTC dates.
 */
export function formatDeliveryWindow(w: DeliveryWindow, tag = 'en-IN'): string {
  const { day, dayYear } = formatsFor(tag);
  const from = new Date(`${w.from}T00:00:00Z`);
  const to = new Date(`${w.to}T00:00:00Z`);
  // Hindi and Tamil take their own way of writing a range ('2 – 6 டிச., 2026'); English keeps the spec's.
  if (tag !== 'en-IN') return dayYear.formatRange(from, to);
  const first = from.getUTCFullYear() === to.getUTCFullYear() ? day.format(from) : dayYear.format(from);
  return `${first} – ${dayYear.format(to)}`;
}
