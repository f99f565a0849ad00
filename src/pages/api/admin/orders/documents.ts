import { adminRoute } from '#server/app/http/admin-route';
import { readQuery } from '#server/platform/http/body';
import { json } from '#server/platform/http/envelope';
import { exportInput } from '#server/exports';
import { documentOrderIds, planDocuments } from '#server/workflows';
import { startTask } from '#server/app/console-task';
import { nudgeJobs } from '#server/app/job-worker';
import type { Permission } from '#server/staff';
import { OrderQueueQuerySchema } from '#lib/validation/admin-orders';
import { OrderDocumentIdsSchema } from '#lib/validation/order-documents';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/**
 * Packing slips and tax invoices as ONE PDF, for the orders selected in the queue (?ids=a,b) or,
 * with none selected, those its filters match (?status=&method=&payment=&from=&to=&q=). The
 * orders are fixed and checked here (a 400 or 409 at once); the PDF is drawn by a job in the PDF
 * worker thread: 202 with the task to poll at /api/admin/tasks/{id}, the file at …/file.
 */
export const GET = adminRoute(permission, async (ctx, staff) => {
  const ids = ctx.url.searchParams.has('ids') ? readQuery(ctx.url, OrderDocumentIdsSchema).ids : await documentOrderIds(readQuery(ctx.url, OrderQueueQuerySchema));
  await planDocuments(ids);
  const task = await startTask('export', staff.id, exportInput('order-documents', { ids: ids.join(',') }));
  nudgeJobs();
  return json(202, 'The PDF is being made. This page shows its progress.', task);
});
