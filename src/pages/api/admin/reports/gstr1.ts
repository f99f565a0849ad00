import { adminRoute } from '../../../../server/http/admin-route';
import { parseWith } from '../../../../server/http/body';
import { getDb } from '../../../../server/db/client';
import { gstr1Csv } from '../../../../server/gst/gstr1';
import type { Permission } from '../../../../server/staff/permissions';
import { Gstr1QuerySchema } from '../../../../lib/validation/gst';

export const prerender = false;
export const permission: Permission = 'reports.read';

const FILE = { b2cs: 'b2cs', hsn: 'hsn', docs: 'docs' } as const;

/** One GSTR-1 table of a month as a CSV download (?month=2026-11&table=b2cs|hsn|docs). */
export const GET = adminRoute(permission, async (ctx) => {
  const q = parseWith(Gstr1QuerySchema, Object.fromEntries(ctx.url.searchParams), 'query');
  return new Response(await gstr1Csv(await getDb(), q.month, q.table), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="gstr1-${q.month}-${FILE[q.table]}.csv"` },
  });
});
