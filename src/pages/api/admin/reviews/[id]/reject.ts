import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { clockNow } from '#server/platform/clock';
import { auditContext } from '#server/audit';
import { decideReview } from '#server/reviews';
import type { Permission } from '#server/staff';
import { RejectReviewSchema, ReviewIdParamSchema } from '#lib/validation/reviews';

export const prerender = false;
export const permission: Permission = 'reviews.moderate';

/** Rejects a waiting review with the reason its reviewer sees on their review form. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(ReviewIdParamSchema, ctx.params.id, 'review id');
  const { reason } = await readBody(ctx.request, RejectReviewSchema);
  return ok(await decideReview({ staff, ...auditContext(ctx) }, id, 'reject', new Date(clockNow()), reason), 'Review rejected: the reviewer sees your reason.');
});
