import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readJson } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { applyBulkShip, checkBulkShipSheet } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { BULK_SHIP_MAX_BYTES, BulkShipRequestSchema } from '#lib/validation/bulk-ship';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const rowsWith = (problems: readonly { line: number }[]) => new Set(problems.map((p) => p.line)).size;

/**
 * Ships orders from a sheet of order number, courier, AWB number and tracking link. With
 * dryRun every row is checked and each problem reported, writing nothing; without it every ready
 * row ships through the order machine (each its own transaction, event and audit row) and the
 * answer lists what shipped and each row that did not.
 */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { csv, dryRun } = parseWith(BulkShipRequestSchema, await readJson(ctx.request, BULK_SHIP_MAX_BYTES), 'body');
  if (dryRun) {
    const report = await checkBulkShipSheet(csv);
    const bad = rowsWith(report.problems);
    const problems = bad ? `; ${plural(bad, 'row has a problem', 'rows have problems')}` : '';
    return ok(report, `${plural(report.ready.length, 'order is', 'orders are')} ready to ship${problems}. Nothing was changed yet.`);
  }
  const outcome = await applyBulkShip(staffActionContext(ctx, staff), csv);
  const bad = rowsWith(outcome.problems);
  const problems = bad ? `; ${plural(bad, 'row', 'rows')} did not ship` : '';
  return ok(outcome, `${plural(outcome.shipped.length, 'order', 'orders')} shipped${problems}.`);
});
