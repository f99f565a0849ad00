import { adminRoute } from '#server/app/http/admin-route';
import { readParams } from '#server/platform/http/body';
import { notFound } from '#server/platform/errors';
import { getDb } from '#server/platform/db/client';
import { creditNotesOfOrder, pdfResponse } from '#server/gst';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.read';

/** The credit note reversing the order's invoice, as a PDF. */
export const GET = adminRoute(permission, async (ctx) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const [note] = await creditNotesOfOrder(await getDb(), id);
  if (!note) throw notFound('This order has no credit note: one is issued when an invoiced order is cancelled or comes back to the shop.');
  return pdfResponse(note.particulars);
});
