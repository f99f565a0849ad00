import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { updateDiscount } from '#server/discounts';
import type { Permission } from '#server/staff';
import { DiscountIdParamSchema, DiscountInputSchema } from '#lib/validation/discounts';

export const prerender = false;
export const permission: Permission = 'discounts.manage';

/** Edits a code; uses already made stay counted. */
export const PATCH = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(DiscountIdParamSchema, ctx.params.id, 'discount code id');
  const input = await readBody(ctx.request, DiscountInputSchema);
  return ok(await updateDiscount({ staff, ...auditContext(ctx) }, id, input), `Discount code ${input.code} saved.`);
});
