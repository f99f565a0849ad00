import { describe, expect, test } from 'vitest';
import { defaultReportRange, mondayOf, weeksBetween } from '../../src/lib/reports/report-weeks';
import { averagePaise, basisPoints, csvRupees, formatRate } from '../../src/lib/reports/rates';
import { reportRange } from '../../src/lib/validation/rto-report';

describe('report weeks are India weeks, Monday first', () => {
  test('a Sunday belongs to the week of the Monday before it; a Monday starts its own', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  test('the default is the last 12 weeks, this one included, by the date in India', () => {
    // 23:00 UTC on Sunday 22 November is already Monday 23 November in India.
    expect(defaultReportRange(new Date('2026-11-22T23:00:00Z'))).toEqual({ from: '2026-09-07', to: '2026-11-29' });
    expect(defaultReportRange(new Date('2026-11-22T18:00:00Z'))).toEqual({ from: '2026-08-31', to: '2026-11-22' });
  });

  test('weeks between two dates, both ends included', () => {
    expect(weeksBetween('2026-12-30', '2027-01-12')).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
  });

  test('one end left out takes 12 weeks from the other', () => {
    const now = new Date('2026-11-23T12:00:00+05:30');
    expect(reportRange({ from: '2026-01-07' }, now)).toMatchObject({ from: '2026-01-05', to: '2026-03-29' });
    expect(reportRange({ to: '2026-03-29' }, now)).toMatchObject({ from: '2026-01-05', to: '2026-03-29' });
  });
});

describe('rates and money for the report', () => {
  test('basis points round half up, and nothing counted is no figure', () => {
    expect(basisPoints(2, 3)).toBe(6667);
    expect(basisPoints(1, 3)).toBe(3333);
    expect(basisPoints(1, 80_000)).toBe(0); // 0.125 bp rounds down
    expect(basisPoints(1, 20_000)).toBe(1); // 0.5 bp rounds up
    expect(basisPoints(0, 0)).toBeNull();
    expect(formatRate(6667)).toBe('66.7%');
    expect(formatRate(null)).toBe('–');
  });

  test('an average in whole paise, halves up', () => {
    expect(averagePaise(159_900, 2)).toBe(79_950);
    expect(averagePaise(100, 3)).toBe(33);
    expect(averagePaise(5, 2)).toBe(3);
    expect(averagePaise(0, 0)).toBeNull();
    expect(csvRupees(79_950)).toBe('799.50');
    expect(csvRupees(-105)).toBe('-1.05');
  });
});
