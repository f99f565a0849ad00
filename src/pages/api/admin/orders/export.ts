import { adminRoute } from '#server/app/http/admin-route';
import { parseWith } from '#server/platform/http/body';
import { json } from '#server/platform/http/envelope';
import { exportInput } from '#server/exports';
import { startTask } from '#server/app/console-task';
import { nudgeJobs } from '#server/app/job-worker';
import type { Permission } from '#server/staff';
import { getDb } from '#server/platform/db/client';
import { auditContext, recordAudit } from '#server/audit';
import { OrderQueueQuerySchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.read';

/**
 * The order queue as filtered on /admin/orders (?status=&method=&payment=&from=&to=&q=), as a
 * CSV made by a job: the filters are checked here, then the answer is 202 with the task to poll
 * at /api/admin/tasks/{id}; its file is fetched from /api/admin/tasks/{id}/file. The file holds
 * shoppers' names and mobile numbers, so who took it, with which filters, is an audit row.
 */
export const GET = adminRoute(permission, async (ctx, staff) => {
  const query = Object.fromEntries(ctx.url.searchParams);
  delete query.page;
  parseWith(OrderQueueQuerySchema, query, 'query');
  const task = await startTask('export', staff.id, exportInput('orders', query));
  await recordAudit(await getDb(), { staff, action: 'orders.export', entity: 'orders', entityId: 'export', after: { filters: query }, ...auditContext(ctx) });
  nudgeJobs();
  return json(202, 'The export has started. This page shows its progress.', task);
});
