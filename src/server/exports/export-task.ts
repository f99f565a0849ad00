import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { consoleTasks } from '#server/platform/db/schema/index';
import { exportFileKey } from '#server/platform/media/media-store';
import { mediaStore } from '#server/platform/media/store';
import { notFound } from '#server/platform/errors';
import { log } from '#server/platform/log';
import type { Progress } from '#server/platform/task-progress';
import { gstr1Csv } from '#server/gst';
import { Gstr1QuerySchema } from '#lib/validation/gst';
import { auditCsv, AuditQuerySchema, filterOf } from '#server/audit';
import { exportStockCsv } from '#server/stock';
import { exportCatalogCsv } from '#server/catalog';
import { rtoReportCsv } from '#server/reports';
import { exportOrdersCsv } from '#server/orders';
import { OrderQueueQuerySchema } from '#lib/validation/admin-orders';
import { orderDocumentsPdf } from '#server/workflows';
import { OrderDocumentIdsSchema } from '#lib/validation/order-documents';
import { reportRange, RtoCsvQuerySchema } from '#lib/validation/rto-report';

/** A made export waits this long for its download, then the sweep removes it. */
export const EXPORT_KEEP_HOURS = 24;

const CSV = 'text/csv; charset=utf-8';
/** A made file: CSV text, or bytes of another type. */
type Made = { text: string; filename: string } | { bytes: Uint8Array; filename: string; contentType: string };

/** The console exports that run as jobs; each rebuilds its file from the query the request was checked with. */
const EXPORTS = {
  gstr1: async (query: Record<string, string>) => {
    const q = Gstr1QuerySchema.parse(query);
    return { text: await gstr1Csv(await getDb(), q.month, q.table), filename: `gstr1-${q.month}-${q.table}.csv` };
  },
  audit: async (query: Record<string, string>) => ({ text: await auditCsv(filterOf(AuditQuerySchema.parse(query))), filename: 'kanmani-audit.csv' }),
  stock: async () => ({ text: await exportStockCsv(), filename: 'kanmani-stock.csv' }),
  catalog: async () => ({ text: await exportCatalogCsv(), filename: 'kanmani-catalog.csv' }),
  // The request fixed the weeks (from, to) when it was made, so the file covers what the page showed.
  rto: async (query: Record<string, string>) => {
    const q = RtoCsvQuerySchema.parse(query);
    const range = reportRange(q, new Date());
    return { text: await rtoReportCsv(range, q.table), filename: `rto-${q.table}-${range.from}-to-${range.to}.csv` };
  },
  // The queue's filters as the page had them when the button was pressed.
  orders: async (query: Record<string, string>) => ({ text: await exportOrdersCsv(OrderQueueQuerySchema.parse(query)), filename: 'kanmani-orders.csv' }),
  // The orders were fixed (selected, or resolved from the filters) when the request was made.
  'order-documents': async (query: Record<string, string>) => ({ ...(await orderDocumentsPdf(OrderDocumentIdsSchema.parse(query).ids)), contentType: 'application/pdf' }),
} satisfies Record<string, (query: Record<string, string>) => Promise<Made>>;

export type ExportName = keyof typeof EXPORTS;
export type ExportInput = { export: ExportName; query: Record<string, string>; file: string };
/** What a finished export task answers: the file is fetched from /api/admin/tasks/{id}/file by its starter alone. */
export type ExportFile = { file: string; filename: string; contentType: string; bytes: number };

/** The task's input: which export, its checked query, and a fresh name for the private file. */
export const exportInput = (name: ExportName, query: Record<string, string>): ExportInput => ({ export: name, query, file: randomBytes(16).toString('hex') });

/** The export, as the job runs it: the file is kept under a private key until its starter downloads it. */
export async function runExportTask(raw: Record<string, unknown>, progress: Progress): Promise<{ message: string; data: ExportFile }> {
  const input = raw as ExportInput;
  await progress(0, 1);
  const made: Made = await EXPORTS[input.export](input.query);
  const { filename } = made;
  const [bytes, contentType] = 'text' in made ? [new TextEncoder().encode(made.text), CSV] : [made.bytes, made.contentType];
  await mediaStore().put(exportFileKey(input.file), bytes, contentType);
  await progress(1, 1);
  return { message: `${filename} is ready to download.`, data: { file: input.file, filename, contentType, bytes: bytes.length } };
}

/** The finished file of one of the staff member's own export tasks; anything else is a 404. */
export async function exportFileOf(staffId: string, taskId: string): Promise<{ bytes: Uint8Array; filename: string; contentType: string }> {
  const db = await getDb();
  const [row] = await db.select().from(consoleTasks).where(and(eq(consoleTasks.id, taskId), eq(consoleTasks.staffId, staffId), eq(consoleTasks.kind, 'export'), eq(consoleTasks.state, 'done'))).limit(1);
  const made = row?.answer?.data as ExportFile | undefined;
  const bytes = made?.file ? await mediaStore().get(exportFileKey(made.file)) : null;
  if (!made || !bytes) throw notFound('This task has no file to download: it has not finished, or its file was removed after a day.');
  return { bytes, filename: made.filename, contentType: made.contentType };
}

/** Removes export files (and their tasks) a day after they were made, downloaded or not. */
export async function sweepOldExports(ctx: { now: Date }): Promise<void> {
  const db = await getDb();
  const before = new Date(ctx.now.getTime() - EXPORT_KEEP_HOURS * 3_600_000);
  const rows = await db
    .select({ id: consoleTasks.id, answer: consoleTasks.answer })
    .from(consoleTasks)
    .where(and(eq(consoleTasks.kind, 'export'), lt(consoleTasks.updatedAt, before), sql`state in ('done', 'failed')`))
    .limit(200);
  for (const r of rows) {
    const file = (r.answer?.data as ExportFile | null | undefined)?.file;
    if (file) await mediaStore().delete(exportFileKey(file));
    await db.delete(consoleTasks).where(eq(consoleTasks.id, r.id));
  }
  if (rows.length > 0) log('info', 'old console exports removed', { removed: rows.length });
}
