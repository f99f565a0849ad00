import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';
import { addDays, defaultReportRange, MAX_WEEKS, mondayOf, weeksBetween } from '../reports/report-weeks';

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
const CalendarDate = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD, such as 2026-11-02` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date written YYYY-MM-DD, such as 2026-11-02`, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${field} is not a date in the calendar`);

export const RTO_TABLES = ['orders', 'revenue', 'aov', 'rates', 'pins'] as const;
export type RtoTable = (typeof RTO_TABLES)[number];

/**
 * The RTO report's range: the week of `from` to the week of `to` (India weeks, Monday first),
 * the last 12 weeks when left out. An empty field counts as left out, as a GET form sends one.
 */
export const RtoReportQuerySchema = z
  .object({
    from: labelled('From (week of)', z.preprocess((v) => (v === '' ? undefined : v), CalendarDate('From (week of)').optional())),
    to: labelled('To (week of)', z.preprocess((v) => (v === '' ? undefined : v), CalendarDate('To (week of)').optional())),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To (week of) must be on or after From (week of)' });
    else if (q.from && q.to && weeksBetween(q.from, q.to).length > MAX_WEEKS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range may span at most ${MAX_WEEKS} weeks: choose a later From (week of) or an earlier To (week of)` });
    }
  });

export const RtoCsvQuerySchema = RtoReportQuerySchema.and(
  z.object({ table: labelled('Table', z.enum(RTO_TABLES, { error: 'Table must be one of the report’s tables: orders, revenue, average order value, rates or PIN prefixes' })) }),
);

export type ReportRange = { from: string; to: string; weeks: string[] };

/**
 * The weeks a valid query asks for, given today. One side left out is filled in from the other
 * (12 weeks), both from today.
 */
export function reportRange(q: { from?: string | undefined; to?: string | undefined }, now: Date): ReportRange {
  const fallback = defaultReportRange(now);
  const to = q.to ?? (q.from ? addDays(mondayOf(q.from), 7 * 12 - 1) : fallback.to);
  const from = q.from ?? (q.to ? addDays(mondayOf(q.to), -7 * 11) : fallback.from);
  const weeks = weeksBetween(from, to);
  return { from: weeks[0]!, to: addDays(weeks.at(-1)!, 6), weeks };
}
