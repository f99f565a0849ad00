import { adminRoute } from '../../../../server/http/admin-route';
import { ok } from '../../../../server/http/envelope';
import { auditContext } from '../../../../server/audit/request-context';
import { applyCatalogFile } from '../../../../server/catalog/catalog-import-apply';
import { readImportUpload } from '../../../../server/catalog/import-upload';
import { mediaStore } from '../../../../server/media/store';
import type { Permission } from '../../../../server/staff/permissions';

export const prerender = false;
export const permission: Permission = 'catalog.write';

/**
 * Applies a catalog CSV with its zip of photos: checked again on the same bytes and written only
 * when clean, all or nothing. A file with problems answers 400 with the dry run's report.
 */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const { csv, zip } = await readImportUpload(ctx.request);
  const r = await applyCatalogFile({ staff, ...auditContext(ctx) }, csv, zip, mediaStore());
  const stock = r.stockChanges === 1 ? '1 stock count' : `${r.stockChanges} stock counts`;
  return ok(r, `Imported: ${r.creates} new ${r.creates === 1 ? 'product' : 'products'}, ${r.updates} updated, ${r.photos} ${r.photos === 1 ? 'photo' : 'photos'} from the zip, ${stock} changed.`);
});
