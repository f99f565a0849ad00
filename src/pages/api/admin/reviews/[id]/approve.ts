import { adminRoute } from '#server/app/http/admin-route';
import { parseWith } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { clockNow } from '#server/platform/clock';
import { auditContext } from '#server/audit';
import { decideReview } from '#server/reviews';
import type { Permission } from '#server/staff';
import { ReviewIdParamSchema } from '#lib/validation/reviews';

export const prerender = false;
export const permission: Permission = 'reviews.moderate';

export const POST = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(ReviewIdParamSchema, ctx.params.id, 'review id');
  return ok(await decideReview({ staff, ...auditContext(ctx) }, id, 'approve', new Date(clockNow())), 'Review approved: it is on the product page now.');
});
