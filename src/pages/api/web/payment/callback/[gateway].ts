import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { handleCallback } from '../../../../../server/payments/handle-callback';
import { readRawBody } from '../../../../../server/payments/raw-body';

/**
 * Server-to-server messages from a payment gateway (sandbox or phonepe). Verified before use;
 * a replay answers 200 (so the gateway stops retrying) and changes nothing.
 */
export const POST = route(async (ctx) => {
  const raw = await readRawBody(ctx.request);
  const result = await handleCallback(ctx.params.gateway ?? '', ctx.request.headers, raw);
  const message = result.ignored ? 'Ignored: not about an order payment' : result.duplicate ? 'Already processed' : 'Processed';
  return ok(result, message);
});
