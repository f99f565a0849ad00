import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { created, ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { createDiscount, listDiscounts } from '#server/discounts';
import type { Permission } from '#server/staff';
import { DiscountInputSchema } from '#lib/validation/discounts';

export const prerender = false;
export const permission: Permission = 'discounts.manage';

export const GET = adminRoute(permission, async () => ok({ discounts: await listDiscounts() }));

export const POST = adminRoute(permission, async (ctx, staff) => {
  const input = await readBody(ctx.request, DiscountInputSchema);
  return created(await createDiscount({ staff, ...auditContext(ctx) }, input), `Discount code ${input.code} added.`);
});
