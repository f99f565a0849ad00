import type { StaffMember } from '#server/staff';
import type { Progress } from '#server/platform/task-progress';
import { getDb } from '#server/platform/db/client';
import { applyStockCsv, checkStockCsv } from './stock-csv';

/** What the stock import job needs: who asked (for the audit row and the movements) and the CSV, at most 2 MB. */
export type StockImportInput = { staff: StaffMember; requestId: string | null; clientAddress: string | null; csv: string };

/**
 * The stock import, as the job runs it. The file is checked first, outside the write, so the
 * console can show how many sizes will move (progress 0 of n); the write is then one
 * transaction, checked again inside it, and ends with every size moved (n of n) or nothing.
 */
export async function runStockImportTask(raw: Record<string, unknown>, progress: Progress): Promise<{ message: string; data: unknown }> {
  const input = raw as StockImportInput;
  const { report: first } = await checkStockCsv(await getDb(), input.csv);
  await progress(0, first.changes);
  const report = await applyStockCsv(input.staff, input.csv, { requestId: input.requestId, clientAddress: input.clientAddress });
  await progress(report.changes, report.changes);
  return { message: `Stock imported: ${report.changes} ${report.changes === 1 ? 'size' : 'sizes'} changed.`, data: report };
}
