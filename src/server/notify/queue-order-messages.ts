import type { Db } from '#server/platform/db/client';
import { env, type Env } from '#server/platform/env';
import { schedule } from '#server/platform/jobs/job-queue';
import type { MessageChannel } from '#server/platform/db/schema/index';
import { sendsMessage } from './event-messages';

export const ORDER_MESSAGE_JOB = 'order-message';

/**
 * Requests rather than news: one message is enough, on WhatsApp when the shop sends there, else
 * by SMS (the review request, issue 30).
 */
const ONE_CHANNEL: ReadonlySet<string> = new Set(['reviewRequested']);

/**
 * Called by the transition module in the transaction that writes an order event: one job per
 * channel the shop sends on, so a rolled-back move sends nothing and a committed one is never
 * forgotten. Whether the shopper still wants WhatsApp is decided when the job runs.
 */
export async function queueOrderMessages(tx: Db, eventId: number, kind: string, e: Env = env()): Promise<void> {
  if (!sendsMessage(kind)) return;
  const channels: MessageChannel[] = ONE_CHANNEL.has(kind) ? [e.NOTIFY_WHATSAPP === 'cloud' ? 'whatsapp' : 'sms'] : e.NOTIFY_WHATSAPP === 'cloud' ? ['sms', 'whatsapp'] : ['sms'];
  const now = new Date();
  for (const channel of channels) await schedule(ORDER_MESSAGE_JOB, now, { eventId, channel }, tx);
}
