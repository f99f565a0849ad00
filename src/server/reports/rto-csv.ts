import { csvLine } from '#lib/csv';
import { csvRate, csvRupees } from '#lib/reports/rates';
import type { RtoTable } from '#lib/validation/rto-report';
import type { WeekFigures } from './rto-weeks';
import type { PinPrefixFigures } from './rto-pin-prefixes';

/**
 * The figures behind each chart of the RTO report as CSV, the same columns as the page's tables:
 * rupees with two decimals, rates as percentages with two, an empty cell where a rate has nothing
 * to count. Weeks are named by their Monday (India weeks).
 */
const WEEKLY: Record<Exclude<RtoTable, 'pins'>, { head: string[]; row: (w: WeekFigures) => unknown[] }> = {
  orders: {
    head: ['Week starting', 'Orders', 'COD orders', 'Prepaid orders'],
    row: (w) => [w.week, w.orders, w.codOrders, w.orders - w.codOrders],
  },
  revenue: {
    head: ['Week starting', 'Paid orders', 'Paid revenue (INR)'],
    row: (w) => [w.week, w.paidOrders, csvRupees(w.paidRevenuePaise)],
  },
  aov: {
    head: ['Week starting', 'Paid orders', 'Paid revenue (INR)', 'Average order value (INR)'],
    row: (w) => [w.week, w.paidOrders, csvRupees(w.paidRevenuePaise), w.averageOrderValuePaise === null ? '' : csvRupees(w.averageOrderValuePaise)],
  },
  rates: {
    head: ['Week starting', 'Orders', 'COD orders', 'COD share (%)', 'COD confirmed', 'COD confirmation rate (%)', 'Shipped', 'Returned to origin', 'RTO rate (%)'],
    row: (w) => [w.week, w.orders, w.codOrders, csvRate(w.codShareBp), w.codConfirmed, csvRate(w.codConfirmationBp), w.shipped, w.returnedToOrigin, csvRate(w.rtoRateBp)],
  },
};

export function weeklyCsv(table: Exclude<RtoTable, 'pins'>, weeks: readonly WeekFigures[]): string {
  const t = WEEKLY[table];
  return csvLine(t.head) + weeks.map((w) => csvLine(t.row(w))).join('');
}

export function pinPrefixCsv(rows: readonly PinPrefixFigures[]): string {
  return csvLine(['PIN prefix', 'Shipped', 'Returned to origin', 'RTO rate (%)']) + rows.map((r) => csvLine([r.prefix, r.shipped, r.returnedToOrigin, csvRate(r.rtoRateBp)])).join('');
}
