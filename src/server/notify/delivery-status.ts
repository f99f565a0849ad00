import { and, eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orderMessages } from '#server/platform/db/schema/index';
import { env } from '#server/platform/env';
import { unauthorized } from '#server/platform/errors';
import { furthestState, parseDeliveryStatuses, verifyWhatsAppSignature, type DeliveryState } from './whatsapp-webhook';

/**
 * A WhatsApp status webhook (INTEGRATIONS.md 8.5): the signature over the raw bytes first (401
 * and nothing read on a bad one), then each status moves its message's delivery forward only,
 * so repeats and out-of-order news change nothing. Statuses of messages we do not know are
 * skipped, and the answer is 200 so Meta stops repeating them.
 */
export async function applyWhatsAppWebhook(raw: string, signature: string | null): Promise<{ updated: number }> {
  if (!verifyWhatsAppSignature(raw, signature, env().WHATSAPP_APP_SECRET ?? '')) {
    throw unauthorized('The webhook signature does not match.');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { updated: 0 };
  }
  const db = await getDb();
  let updated = 0;
  for (const status of parseDeliveryStatuses(body)) {
    updated += await db.transaction(async (tx) => {
      const where = and(eq(orderMessages.channel, 'whatsapp'), eq(orderMessages.providerMessageId, status.providerMessageId));
      const [row] = await tx.select().from(orderMessages).where(where).limit(1).for('update');
      if (!row) return 0;
      const next = furthestState((row.delivery as DeliveryState | null) ?? null, status.state);
      if (next === row.delivery) return 0;
      const reason = status.state === 'failed' && status.errorCodes.length > 0 ? `whatsapp-${status.errorCodes[0]}` : row.reason;
      await tx
        .update(orderMessages)
        .set({ delivery: next, deliveryAt: status.at, reason, updatedAt: new Date() })
        .where(eq(orderMessages.id, row.id));
      return 1;
    });
  }
  return { updated };
}

/** Meta's subscription check: the challenge back when the verify token matches. */
export function verifySubscription(mode: string | null, token: string | null, challenge: string | null): string {
  const expected = env().WHATSAPP_VERIFY_TOKEN;
  if (mode !== 'subscribe' || !expected || token !== expected || !challenge) throw unauthorized('The verify token does not match.');
  return challenge;
}
