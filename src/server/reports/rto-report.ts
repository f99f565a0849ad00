import { getDb } from '#server/platform/db/client';
import type { ReportRange, RtoTable } from '#lib/validation/rto-report';
import { weeklyFigures } from './rto-weeks';
import { pinPrefixFigures } from './rto-pin-prefixes';
import { pinPrefixCsv, weeklyCsv } from './rto-csv';

/** One table of the RTO report as CSV text, for the download route. */
export async function rtoReportCsv(range: ReportRange, table: RtoTable): Promise<string> {
  const db = await getDb();
  if (table === 'pins') return pinPrefixCsv(await pinPrefixFigures(db, range));
  return weeklyCsv(table, await weeklyFigures(db, range));
}
