import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { gstDocumentCounters } from '#server/platform/db/schema/index';

/**
 * The next serial of a series in a financial year, from its counter row. The upsert locks the
 * row until the caller's transaction ends, so concurrent shipments on any number of instances
 * queue for it: each gets the next serial, and a rolled-back transaction returns its serial with
 * it. A database sequence would not: it hands out numbers that a rollback then skips.
 */
export async function nextSerial(tx: Db, series: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(gstDocumentCounters)
    .values({ series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({ target: [gstDocumentCounters.series, gstDocumentCounters.financialYear], set: { lastSerial: sql`${gstDocumentCounters.lastSerial} + 1` } })
    .returning({ serial: gstDocumentCounters.lastSerial });
  return row!.serial;
}

/** '2026-27' becomes '2627' in the number, so a number fits Rule 46's 16 characters. */
export function documentNumber(series: string, financialYear: string, serial: number): string {
  const number = `${series}/${financialYear.slice(2, 4)}${financialYear.slice(5, 7)}/${String(serial).padStart(5, '0')}`;
  if (number.length > 16) throw new RangeError(`The document number ${number} is longer than the 16 characters Rule 46 allows`);
  return number;
}

export const creditNoteSeries = (invoicePrefix: string) => `${invoicePrefix}CN`;
