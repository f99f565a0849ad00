import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { orderMessages } from '#server/platform/db/schema/index';

export type MessageLogEntry = {
  eventId: number;
  channel: 'sms' | 'whatsapp';
  template: string;
  status: string;
  delivery: string | null;
  reason: string | null;
  attempts: number;
};

/** The messages sent (or not) about an order's events, by event id, for the console's timeline. */
export async function messagesByEvent(db: Db, orderId: string): Promise<Map<number, MessageLogEntry[]>> {
  const rows = await db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId)).orderBy(asc(orderMessages.id));
  const byEvent = new Map<number, MessageLogEntry[]>();
  for (const r of rows) {
    const entry: MessageLogEntry = { eventId: r.orderEventId, channel: r.channel, template: r.template, status: r.status, delivery: r.delivery, reason: r.reason, attempts: r.attempts };
    byEvent.set(r.orderEventId, [...(byEvent.get(r.orderEventId) ?? []), entry]);
  }
  return byEvent;
}

const CHANNEL = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;
const STATUS: Record<string, string> = {
  sending: 'sending',
  retrying: 'will try again',
  sent: 'sent',
  failed: 'not sent',
  skipped: 'not sent',
};
const REASONS: Record<string, string> = { 'opted-out': 'the shopper turned WhatsApp off', 'whatsapp-off': 'WhatsApp is off' };

/** 'WhatsApp: delivered', 'SMS: will try again (http-503)', 'WhatsApp: not sent (the shopper turned WhatsApp off)'. */
export function describeMessage(m: MessageLogEntry): string {
  const state = m.delivery ?? STATUS[m.status] ?? m.status;
  const why = m.reason && (m.status !== 'sent' || m.delivery === 'failed') ? ` (${REASONS[m.reason] ?? m.reason})` : '';
  return `${CHANNEL[m.channel]}: ${state}${why}`;
}
