import { z } from 'zod';
import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readJson } from '#server/platform/http/body';
import { json, ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { getDb } from '#server/platform/db/client';
import { checkStockCsv } from '#server/stock';
import { startTask } from '#server/app/console-task';
import { nudgeJobs } from '#server/app/job-worker';
import type { Permission } from '#server/staff';
import { labelled } from '#lib/validation/labels';

export const prerender = false;
export const permission: Permission = 'stock.write';

/** A shop of tens of thousands of sizes fits; a bigger one is split into files. */
const MAX_CSV_BYTES = 2 * 1024 * 1024;
const ImportSchema = z
  .object({
    csv: labelled('Stock CSV file', z.string({ error: 'Choose the stock CSV file.' }).min(1, 'The file is empty: choose the stock CSV file.')),
    dryRun: labelled('Check or apply', z.boolean({ error: 'The form must say whether to check the file or apply it. Reload the page and try again.' })),
  })
  .strict();

/**
 * The stock import. A dry run checks every row and reports each problem by line and column,
 * writing nothing; without it the file is applied by a job (202 with the task to poll at
 * /api/admin/tasks/{id}), in one transaction or not at all, and the task ends with the envelope
 * this request used to give (200 with the count, or 409 with the report of the problems).
 */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { csv, dryRun } = parseWith(ImportSchema, await readJson(ctx.request, MAX_CSV_BYTES), 'body');
  if (dryRun) {
    const { report } = await checkStockCsv(await getDb(), csv);
    const n = report.problems.length;
    return ok(
      report,
      n === 0
        ? `The file is ready: ${report.changes} ${report.changes === 1 ? 'size changes' : 'sizes change'}, ${report.unchanged} unchanged. Nothing was written yet.`
        : `The file has ${n} ${n === 1 ? 'problem' : 'problems'}. Nothing was written.`,
    );
  }
  const task = await startTask('stock-import', staff.id, { staff, ...auditContext(ctx), csv });
  nudgeJobs();
  return json(202, 'The stock import has started. This page shows its progress.', task);
});
