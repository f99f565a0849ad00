import { adminRoute } from '#server/app/http/admin-route';
import { parseWith } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { listAudit, AuditQuerySchema, filterOf } from '#server/audit';
import type { Permission } from '#server/staff';

export const prerender = false;
export const permission: Permission = 'audit.read';

/** The audit log, newest first, filtered by staff member, entity and India dates. */
export const GET = adminRoute(permission, async (ctx) => {
  const q = parseWith(AuditQuerySchema, Object.fromEntries(ctx.url.searchParams), 'query');
  return ok(await listAudit(filterOf(q), q.page));
});
