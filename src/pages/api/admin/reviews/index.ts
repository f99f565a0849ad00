import { adminRoute } from '#server/app/http/admin-route';
import { readQuery } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { listModerationQueue } from '#server/reviews';
import type { Permission } from '#server/staff';
import { ReviewListQuerySchema } from '#lib/validation/reviews';

export const prerender = false;
export const permission: Permission = 'reviews.moderate';

/** The moderation queue: ?status=pending (the default), published, rejected or hidden; newest first, 25 a ?page. */
export const GET = adminRoute(permission, async (ctx) => {
  const { status, page } = readQuery(ctx.url, ReviewListQuerySchema);
  return ok(await listModerationQueue(status, page));
});
