import { adminRoute } from '#server/app/http/admin-route';
import { readParams } from '#server/platform/http/body';
import { notFound } from '#server/platform/errors';
import { getDb } from '#server/platform/db/client';
import { invoiceOfOrder, pdfResponse } from '#server/gst';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.read';

/** The order's tax invoice as issued, as a PDF. */
export const GET = adminRoute(permission, async (ctx) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const invoice = await invoiceOfOrder(await getDb(), id);
  if (!invoice) throw notFound('This order has no tax invoice: one is issued when the order ships.');
  return pdfResponse(invoice.particulars);
});
