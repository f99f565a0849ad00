import { adminRoute } from '#server/app/http/admin-route';
import { readQuery } from '#server/platform/http/body';
import { reportRange, RtoCsvQuerySchema } from '#lib/validation/rto-report';
import { json } from '#server/platform/http/envelope';
import { exportInput } from '#server/exports';
import { startTask } from '#server/app/console-task';
import { nudgeJobs } from '#server/app/job-worker';
import type { Permission } from '#server/staff';

export const prerender = false;
export const permission: Permission = 'reports.read';

/**
 * One table of the RTO report as a CSV (?table=orders|revenue|aov|rates|pins&from=&to=; the last
 * 12 weeks by default), made by a job: the query is checked and its weeks fixed here, then 202
 * with the task to poll at /api/admin/tasks/{id}, its file at /api/admin/tasks/{id}/file.
 */
export const GET = adminRoute(permission, async (ctx, staff) => {
  const q = readQuery(ctx.url, RtoCsvQuerySchema);
  const range = reportRange(q, new Date());
  const task = await startTask('export', staff.id, exportInput('rto', { table: q.table, from: range.from, to: range.to }));
  nudgeJobs();
  return json(202, 'The export has started. This page shows its progress.', task);
});
