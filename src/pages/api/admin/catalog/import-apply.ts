import { adminRoute } from '#server/app/http/admin-route';
import { json } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { catalogImportInput, readImportUpload, readPhotoZip } from '#server/catalog';
import { startTask } from '#server/app/console-task';
import { nudgeJobs } from '#server/app/job-worker';
import type { Permission } from '#server/staff';

export const prerender = false;
export const permission: Permission = 'catalog.write';

/**
 * Applies a catalog CSV with its zip of photos, as a job: the upload is read and the zip opened
 * here (a bad zip is a 400 at once), then the answer is 202 with the task to poll at
 * /api/admin/tasks/{id}. The job checks the file again on the same bytes and writes only when
 * clean, all or nothing; its answer is the envelope this request used to give (200 with the
 * counts, or 400 with the dry run's report).
 */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { csv, zip } = await readImportUpload(ctx.request);
  if (zip) await readPhotoZip(zip);
  const task = await startTask('catalog-import', staff.id, await catalogImportInput({ staff, ...auditContext(ctx) }, csv, zip));
  nudgeJobs();
  return json(202, 'The import has started. This page shows its progress.', task);
});
