import { adminRoute } from '../../../../server/http/admin-route';
import { exportStockCsv } from '../../../../server/stock/stock-csv';
import type { Permission } from '../../../../server/staff/permissions';

export const prerender = false;
export const permission: Permission = 'stock.read';

/** On hand per size as a CSV download (product_slug, colour, size, on_hand), the file the import reads back. */
export const GET = adminRoute(permission, async () =>
  new Response(await exportStockCsv(), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="kanmani-stock.csv"' },
  }),
);
