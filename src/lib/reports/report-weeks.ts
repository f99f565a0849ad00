import { istDate } from '../gst/ist-date';

/**
 * The RTO report's weeks: India calendar weeks (Asia/Kolkata, UTC+05:30 with no daylight
 * saving), Monday to Sunday, each named by its Monday as 'YYYY-MM-DD'. Dates here are calendar
 * dates, handled as UTC midnights, so no arithmetic on them crosses a time zone.
 */

export const DEFAULT_WEEKS = 12;
/** Two years of weeks at most: a longer chart would be unreadable and its query needlessly wide. */
export const MAX_WEEKS = 104;

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding a calendar date. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** Every week's Monday from the week of `from` to the week of `to`, both included. */
export function weeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let w = mondayOf(from); w <= mondayOf(to); w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** The last 12 weeks in India, this week (still running) included. */
export function defaultReportRange(now: Date): { from: string; to: string } {
  const thisWeek = mondayOf(istDate(now));
  return { from: addDays(thisWeek, -7 * (DEFAULT_WEEKS - 1)), to: addDays(thisWeek, 6) };
}

const short = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '17 Nov' (a chart's axis) or '17 Nov 2026' (a table) for a calendar date. */
export function dateLabel(date: string, withYear = false): string {
  return (withYear ? long : short).format(new Date(`${date}T00:00:00Z`));
}
