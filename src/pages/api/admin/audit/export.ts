import { adminRoute } from '../../../../server/http/admin-route';
import { parseWith } from '../../../../server/http/body';
import { auditCsv } from '../../../../server/audit/audit-log';
import { AuditQuerySchema, filterOf } from '../../../../server/audit/audit-filter';
import type { Permission } from '../../../../server/staff/permissions';

export const prerender = false;
export const permission: Permission = 'audit.read';

/** The filtered audit log as a CSV download. */
export const GET = adminRoute(permission, async (ctx) => {
  const q = parseWith(AuditQuerySchema, Object.fromEntries(ctx.url.searchParams), 'query');
  return new Response(await auditCsv(filterOf(q)), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="kanmani-audit.csv"' },
  });
});
