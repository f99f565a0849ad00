import { adminRoute } from '#server/app/http/admin-route';
import { ok } from '#server/platform/http/envelope';
import { dryRunCatalogImport, readImportUpload, readPhotoZip } from '#server/catalog';
import type { Permission } from '#server/staff';

export const prerender = false;
export const permission: Permission = 'catalog.write';

/** Checks a catalog CSV (and its zip of photos) and reports every row's problem by line and column; writes nothing. */
export const POST = adminRoute(permission, async (ctx) => {
  const { csv, zip } = await readImportUpload(ctx.request);
  const { report } = await dryRunCatalogImport(csv, zip ? await readPhotoZip(zip) : null);
  const n = report.problems.length;
  return ok(report, n === 0 ? `The file is ready: ${report.products} ${report.products === 1 ? 'product' : 'products'}, ${report.rows} ${report.rows === 1 ? 'row' : 'rows'}, no problems.` : `The file has ${n} ${n === 1 ? 'problem' : 'problems'}. Nothing was written.`);
});
