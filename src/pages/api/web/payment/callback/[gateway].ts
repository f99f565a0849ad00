import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { notFound } from '#server/platform/errors';
import { handleCallback, readRawBody, CallbackResultSchema } from '#server/payments';
import { operation } from '#server/openapi';
import { GatewayParamSchema } from '#server/orders';

/**
 * Server-to-server messages from a payment gateway (sandbox or phonepe). Verified before use;
 * a replay answers 200 (so the gateway stops retrying) and changes nothing.
 */
export const POST = route(async (ctx) => {
  // An unknown gateway is an address that does not exist, so 404 rather than a 400.
  const params = GatewayParamSchema.safeParse(ctx.params);
  if (!params.success) throw notFound('No such payment gateway.');
  const raw = await readRawBody(ctx.request);
  const result = await handleCallback(params.data.gateway, ctx.request.headers, raw);
  const message = result.ignored ? 'Ignored: not about an order payment' : result.duplicate ? 'Already processed' : 'Processed';
  return ok(result, message);
});

export const openapi = operation({
  method: 'POST',
  summary: "Server-to-server payment gateway callback in the gateway's own JSON, verified by its signature before it is read; a replay changes nothing",
  tag: 'payments',
  params: GatewayParamSchema,
  response: CallbackResultSchema,
  errors: [401, 404, 413, 502, 503],
});
