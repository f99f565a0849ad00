import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { getDb } from '#server/platform/db/client';
import { auditContext } from '#server/audit';
import { getStockSettings, saveStockSettings } from '#server/stock';
import type { Permission } from '#server/staff';
import { StockSettingsSchema } from '#lib/validation/stock';

export const prerender = false;
export const permission: Record<'GET' | 'POST', Permission> = { GET: 'stock.read', POST: 'stock.write' };

export const GET = adminRoute(permission.GET, async () => ok(await getStockSettings(await getDb())));

/** Whether listings leave out products with nothing sellable in any size; owner and manager. */
export const POST = adminRoute(permission.POST, async (ctx, staff) => {
  const input = await readBody(ctx.request, StockSettingsSchema);
  const saved = await saveStockSettings(staff, input, auditContext(ctx));
  return ok(saved, saved.hideSoldOut ? 'Saved. Listings now leave out sold-out products.' : 'Saved. Listings now show sold-out products too.');
});
