import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { clockNow } from '#server/platform/clock';
import { auditContext } from '#server/audit';
import { replyToReview } from '#server/reviews';
import type { Permission } from '#server/staff';
import { ReplyReviewSchema, ReviewIdParamSchema } from '#lib/validation/reviews';

export const prerender = false;
export const permission: Permission = 'reviews.moderate';

/** The shop's public reply under a review; a new reply replaces the last. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(ReviewIdParamSchema, ctx.params.id, 'review id');
  const { reply } = await readBody(ctx.request, ReplyReviewSchema);
  return ok(await replyToReview({ staff, ...auditContext(ctx) }, id, reply, new Date(clockNow())), 'Reply saved: shoppers see it under the review.');
});
