import { adminRoute } from '#server/app/http/admin-route';
import { json } from '#server/platform/http/envelope';
import { exportInput } from '#server/exports';
import { startTask } from '#server/app/console-task';
import { nudgeJobs } from '#server/app/job-worker';
import type { Permission } from '#server/staff';

export const prerender = false;
export const permission: Permission = 'stock.read';

/**
 * On hand per size as a CSV (product_slug, colour, size, on_hand), the file the import reads back,
 * made by a job: 202 with the task to poll at /api/admin/tasks/{id}, its file at /api/admin/tasks/{id}/file.
 */
export const GET = adminRoute(permission, async (_ctx, staff) => {
  const task = await startTask('export', staff.id, exportInput('stock', {}));
  nudgeJobs();
  return json(202, 'The export has started. This page shows its progress.', task);
});
