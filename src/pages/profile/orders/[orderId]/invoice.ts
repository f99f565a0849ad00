import { route } from '#server/app/http/route';
import { requireCustomer } from '#server/auth';
import { readParams } from '#server/platform/http/body';
import { getDb } from '#server/platform/db/client';
import { ownInvoice, pdfResponse } from '#server/gst';
import { OrderIdParamSchema } from '#lib/validation/admin-orders';

export const prerender = false;

/**
 * My Account's invoice download: the PDF of one of the shopper's own orders. The island fetches
 * it with the shopper's bearer token, so it is a file beside the order page rather than a JSON
 * operation of /api/web; the middleware keeps /profile private and uncached.
 */
export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { id } = readParams({ id: ctx.params.orderId }, OrderIdParamSchema);
  return pdfResponse(await ownInvoice(await getDb(), customer.id, id));
});
