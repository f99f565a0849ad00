/**
 * A share as whole basis points (1 bp = 0.01%), rounded half up; null when nothing was counted,
 * so an empty week reads as 'no figure' rather than 0%.
 */
export function basisPoints(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.floor((part * 10_000 * 2 + whole) / (2 * whole));
}

/** '66.7%' from basis points, one decimal; '–' for no figure. */
export function formatRate(bp: number | null): string {
  return bp === null ? '–' : `${(bp / 100).toFixed(1)}%`;
}

/** The same for a CSV cell: '66.67', or empty for no figure. */
export function csvRate(bp: number | null): string {
  return bp === null ? '' : (bp / 100).toFixed(2);
}

/** Whole paise as a CSV rupee figure, '1234.50'. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The mean of a total over a count in whole paise, rounded half up; null for no count. */
export function averagePaise(totalPaise: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.floor((totalPaise * 2 + count) / (2 * count));
}
