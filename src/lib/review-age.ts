/**
 * How old a review reads on the product page (spec section 2): whole days under 30 days,
 * then whole months (30-day months) under a year, then whole years.
 */
const DAY_MS = 86_400_000;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** A review's age as a count and its unit, for the page's language to word; null for no date. */
export function reviewAgeParts(createdAt: Date | string, now: Date = new Date()): { n: number; unit: 'day' | 'month' | 'year' } | null {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  if (Number.isNaN(created.getTime())) return null;
  // A review stamped slightly in the future (clock skew) reads as today, never as negative.
  const days = Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS));
  if (days < 30) return { n: days, unit: 'day' };
  if (days < 365) return { n: Math.floor(days / 30), unit: 'month' };
  return { n: Math.floor(days / 365), unit: 'year' };
}

/** '0 days ago' ... '29 days ago', '1 month ago' ... '12 months ago', '1 year ago' ... */
export function reviewAge(createdAt: Date | string, now: Date = new Date()): string {
  const age = reviewAgeParts(createdAt, now);
  return age ? plural(age.n, age.unit) : '';
}
