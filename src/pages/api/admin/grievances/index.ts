import { adminRoute } from '#server/app/http/admin-route';
import { readQuery } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { grievanceQueue } from '#server/legal';
import type { Permission } from '#server/staff';
import { GrievanceQueueQuerySchema } from '#lib/validation/grievance';

export const prerender = false;
export const permission: Permission = 'grievances.handle';

/** The complaint queue with each one's due times and breaches. */
export const GET = adminRoute(permission, async (ctx) => {
  const { status } = readQuery(ctx.url, GrievanceQueueQuerySchema);
  const rows = await grievanceQueue(status);
  return ok(
    rows.map((g) => ({
      id: g.id,
      ticket: g.ticket,
      name: g.name,
      mobileNumber: g.mobileNumber,
      topic: g.topic,
      status: g.status,
      receivedAt: g.createdAt.toISOString(),
      acknowledgeBy: g.acknowledgeBy.toISOString(),
      resolveBy: g.resolveBy.toISOString(),
      acknowledgedAt: g.acknowledgedAt?.toISOString() ?? null,
      resolvedAt: g.resolvedAt?.toISOString() ?? null,
      acknowledgementBreached: g.acknowledgementBreached,
      resolutionBreached: g.resolutionBreached,
      smsSent: g.ackSmsSentAt !== null,
    })),
  );
});
