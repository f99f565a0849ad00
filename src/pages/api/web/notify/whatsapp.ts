import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readRawBody } from '#server/payments';
import { applyWhatsAppWebhook, verifySubscription } from '#server/notify';
import { operation } from '#server/openapi';

/** Meta's webhook subscription check answers the challenge as the raw body. */
export const GET = route(async (ctx) => {
  const q = ctx.url.searchParams;
  const challenge = verifySubscription(q.get('hub.mode'), q.get('hub.verify_token'), q.get('hub.challenge'));
  return new Response(challenge, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
});

/** WhatsApp delivery statuses of our order messages, signed with the app secret. */
export const POST = route(async (ctx) => {
  const raw = await readRawBody(ctx.request);
  return ok(await applyWhatsAppWebhook(raw, ctx.request.headers.get('x-hub-signature-256')), 'Processed');
});

const VerifyQuery = z.object({ 'hub.mode': z.string(), 'hub.verify_token': z.string(), 'hub.challenge': z.string() });

export const openapi = [
  operation({
    method: 'GET',
    summary: "Meta's webhook subscription check: answers hub.challenge as plain text when hub.verify_token matches, else 401",
    tag: 'notifications',
    query: VerifyQuery,
    response: z.string(),
    errors: [401],
  }),
  operation({
    method: 'POST',
    summary: 'WhatsApp Cloud API status webhook (X-Hub-Signature-256 over the raw body; 401 and nothing changed on a bad signature)',
    tag: 'notifications',
    response: z.object({ updated: z.number().int().describe('messages whose delivery status moved forward') }),
    errors: [401, 413],
  }),
];
