import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { PurchaseBody, recordPurchase, RecordResultSchema } from '#server/analytics';
import { operation } from '#server/openapi';
import { requireCustomer } from '#server/auth';

/** The Purchase of the caller's own order (a signed-in shopper); anyone else's is a 404. */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const event = await readBody(ctx.request, PurchaseBody);
  return ok(await recordPurchase(ctx, event, customer.id), 'Event received');
});

export const openapi = operation({ method: 'POST', summary: "Store the Purchase event of one item of the caller's own order, once per item", tag: 'analytics', auth: true, body: PurchaseBody, response: RecordResultSchema, errors: [404, 409, 429] });
