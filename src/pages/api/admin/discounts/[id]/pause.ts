import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { pauseDiscount } from '#server/discounts';
import type { Permission } from '#server/staff';
import { DiscountIdParamSchema, DiscountPauseSchema } from '#lib/validation/discounts';

export const prerender = false;
export const permission: Permission = 'discounts.manage';

/** Pauses ({paused: true}) or resumes ({paused: false}) a code. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(DiscountIdParamSchema, ctx.params.id, 'discount code id');
  const { paused } = await readBody(ctx.request, DiscountPauseSchema);
  const saved = await pauseDiscount({ staff, ...auditContext(ctx) }, id, paused);
  return ok(saved, paused ? `Discount code ${saved.code} paused.` : `Discount code ${saved.code} resumed.`);
});
