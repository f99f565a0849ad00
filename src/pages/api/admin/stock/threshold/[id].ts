import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { setLowStockThreshold } from '#server/stock';
import type { Permission } from '#server/staff';
import { ThresholdSchema } from '#lib/validation/stock';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'stock.write';

/** A product's low-stock threshold: its sizes with this many or fewer to sell count as low. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const productId = parseWith(labelledId('Product id'), ctx.params.id, 'product id');
  const { lowStockThreshold } = await readBody(ctx.request, ThresholdSchema);
  await setLowStockThreshold(staff, productId, lowStockThreshold, auditContext(ctx));
  return ok({ lowStockThreshold }, 'Threshold saved.');
});
