import { adminRoute } from '#server/app/http/admin-route';
import { parseWith } from '#server/platform/http/body';
import { json } from '#server/platform/http/envelope';
import { exportInput } from '#server/exports';
import { startTask } from '#server/app/console-task';
import { nudgeJobs } from '#server/app/job-worker';
import type { Permission } from '#server/staff';
import { Gstr1QuerySchema } from '#lib/validation/gst';

export const prerender = false;
export const permission: Permission = 'reports.read';

/**
 * One GSTR-1 table of a month as a CSV (?month=2026-11&table=b2cs|hsn|docs), made by a job: the
 * query is checked here (a bad one is a 400 at once), then the answer is 202 with the task to
 * poll at /api/admin/tasks/{id}; its file is fetched from /api/admin/tasks/{id}/file.
 */
export const GET = adminRoute(permission, async (ctx, staff) => {
  const q = parseWith(Gstr1QuerySchema, Object.fromEntries(ctx.url.searchParams), 'query');
  const task = await startTask('export', staff.id, exportInput('gstr1', { month: q.month, table: q.table }));
  nudgeJobs();
  return json(202, 'The export has started. This page shows its progress.', task);
});
