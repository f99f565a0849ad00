import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { notFound } from '#server/platform/errors';
import { auditContext } from '#server/audit';
import { getDb } from '#server/platform/db/client';
import { editStock, movementsOf, stockOfSize } from '#server/stock';
import type { Permission } from '#server/staff';
import { StockEditSchema } from '#lib/validation/stock';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Record<'GET' | 'POST', Permission> = { GET: 'stock.read', POST: 'stock.write' };

const sizeIdOf = (raw: string | undefined) => parseWith(labelledId('Size id'), raw, 'size id');

/** One size: its counts and its ledger, newest first. */
export const GET = adminRoute(permission.GET, async (ctx) => {
  const sizeId = sizeIdOf(ctx.params.id);
  const size = await stockOfSize(await getDb(), sizeId);
  if (!size) throw notFound('No size has this id. Go back to the stock list and try again.');
  return ok({ size, movements: await movementsOf(sizeId) });
});

/** Sets on hand, or adds or removes units with a reason. */
export const POST = adminRoute(permission.POST, async (ctx, staff) => {
  const sizeId = sizeIdOf(ctx.params.id);
  const edit = await readBody(ctx.request, StockEditSchema);
  const after = await editStock(staff, sizeId, edit, auditContext(ctx));
  return ok({ ...after, sellable: after.onHand - after.reserved }, 'Stock saved.');
});
