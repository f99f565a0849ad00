import { z } from 'zod';
import { adminRoute } from '../../../../server/http/admin-route';
import { parseWith, readJson } from '../../../../server/http/body';
import { ok } from '../../../../server/http/envelope';
import { auditContext } from '../../../../server/audit/request-context';
import { getDb } from '../../../../server/db/client';
import { applyStockCsv, checkStockCsv } from '../../../../server/stock/stock-csv';
import type { Permission } from '../../../../server/staff/permissions';

export const prerender = false;
export const permission: Permission = 'stock.write';

/** A shop of tens of thousands of sizes fits; a bigger one is split into files. */
const MAX_CSV_BYTES = 2 * 1024 * 1024;
const ImportSchema = z
  .object({
    csv: z.string({ error: 'Send the CSV file’s text as csv.' }).min(1, 'The file is empty: choose the stock CSV file.'),
    dryRun: z.boolean({ error: 'must be true to check the file or false to apply it' }),
  })
  .strict();

/**
 * The stock import. A dry run checks every row and reports each problem by line and column,
 * writing nothing; without it the file is applied in one transaction, or not at all.
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
  const report = await applyStockCsv(staff, csv, auditContext(ctx));
  return ok(report, `Stock imported: ${report.changes} ${report.changes === 1 ? 'size' : 'sizes'} changed.`);
});
