import { adminRoute } from '../../../../server/http/admin-route';
import { exportCatalogCsv } from '../../../../server/catalog/catalog-csv-export';
import type { Permission } from '../../../../server/staff/permissions';

export const prerender = false;
export const permission: Permission = 'catalog.write';

/** The catalog as a CSV download, one row per size (columns in src/lib/catalog-csv.ts). */
export const GET = adminRoute(permission, async () =>
  new Response(await exportCatalogCsv(), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="kanmani-catalog.csv"' },
  }),
);
