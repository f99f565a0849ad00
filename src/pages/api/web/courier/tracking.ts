import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { unauthorized } from '#server/platform/errors';
import { env } from '#server/platform/env';
import { operation } from '#server/openapi';
import { ShiprocketWebhookSchema, trackingUpdateOf, webhookKeyMatches, applyTrackingUpdate } from '#server/courier';

/**
 * Shiprocket's tracking webhook. Its address must not contain 'shiprocket', 'sr' or 'kr'
 * (Shiprocket refuses such URLs), hence /courier/tracking. The key is checked before the body
 * is read; a repeat answers 200 (so Shiprocket stops sending it) and changes nothing.
 */
const HeadersSchema = z.object({ 'x-api-key': z.string().describe('the security token entered in Shiprocket’s webhook settings') });
const AnswerSchema = z.strictObject({
  outcome: z.enum(['applied', 'duplicate', 'unknown-awb']).describe('applied to its order, already received, or an AWB this shop did not book'),
});

export const POST = route(async ({ request }) => {
  if (!webhookKeyMatches(request.headers.get('x-api-key'), env().SHIPROCKET_WEBHOOK_TOKEN)) {
    throw unauthorized('The x-api-key header is missing or wrong: nothing was changed.');
  }
  const outcome = await applyTrackingUpdate(trackingUpdateOf(await readBody(request, ShiprocketWebhookSchema)));
  const message = outcome === 'duplicate' ? 'Already received' : outcome === 'unknown-awb' ? 'Ignored: no order has this AWB' : 'Tracking update recorded';
  return ok({ outcome }, message);
});

export const openapi = operation({
  method: 'POST',
  summary: 'Shiprocket tracking webhook: a shipment status for an AWB, keyed by x-api-key; each update is recorded once and moves its order where allowed',
  tag: 'orders',
  headers: HeadersSchema,
  body: ShiprocketWebhookSchema,
  response: AnswerSchema,
  errors: [401],
});
