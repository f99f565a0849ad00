import { adminRoute } from '../../../../server/http/admin-route';
import { readQuery } from '../../../../server/http/body';
import { rtoReportCsv } from '../../../../server/reports/rto-report';
import type { Permission } from '../../../../server/staff/permissions';
import { reportRange, RtoCsvQuerySchema } from '../../../../lib/validation/rto-report';

export const prerender = false;
export const permission: Permission = 'reports.read';

/** One table of the RTO report as a CSV download (?table=orders|revenue|aov|rates|pins&from=&to=; the last 12 weeks by default). */
export const GET = adminRoute(permission, async (ctx) => {
  const q = readQuery(ctx.url, RtoCsvQuerySchema);
  const range = reportRange(q, new Date());
  return new Response(await rtoReportCsv(range, q.table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="rto-${q.table}-${range.from}-to-${range.to}.csv"`,
    },
  });
});
