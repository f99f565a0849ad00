import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>` (INTEGRATIONS.md 8.5).
 * Checked on the exact bytes received, before any JSON parsing, in constant time.
 */
export function verifyWhatsAppSignature(rawBody: Uint8Array | string, header: string | null | undefined, appSecret: string): boolean {
  if (!header || !appSecret) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type DeliveryState = 'sent' | 'delivered' | 'read' | 'failed';

export type DeliveryStatus = {
  providerMessageId: string;
  state: DeliveryState;
  at: Date;
  /** 91 + 10 digits, as WhatsApp reports it. */
  recipient: string;
  reference: string | null;
  /** Only on `failed`: Meta's error codes, e.g. 131026 for a number not on WhatsApp. */
  errorCodes: number[];
};

const StatusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().regex(/^\d+$/),
  recipient_id: z.string(),
  biz_opaque_callback_data: z.string().optional(),
  errors: z.array(z.object({ code: z.number().int() })).optional(),
});

const WebhookSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ statuses: z.array(z.unknown()).optional() }),
        }),
      ),
    }),
  ),
});

const STATES: readonly string[] = ['sent', 'delivered', 'read', 'failed'] satisfies DeliveryState[];

/**
 * The delivery statuses in a verified webhook body, in the order given. A webhook also carries
 * incoming messages and statuses we do not track (e.g. `deleted`); those are skipped rather than
 * refused, so Meta never retries a body we simply have no use for. Statuses can arrive out of
 * order (`read` without `delivered`): the caller keeps the furthest.
 */
export function parseDeliveryStatuses(body: unknown): DeliveryStatus[] {
  const parsed = WebhookSchema.safeParse(body);
  if (!parsed.success) return [];
  const out: DeliveryStatus[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const raw of change.value.statuses ?? []) {
        const status = StatusSchema.safeParse(raw);
        if (!status.success || !STATES.includes(status.data.status)) continue;
        const s = status.data;
        out.push({
          providerMessageId: s.id,
          state: s.status as DeliveryState,
          at: new Date(Number(s.timestamp) * 1000),
          recipient: s.recipient_id,
          reference: s.biz_opaque_callback_data ?? null,
          errorCodes: (s.errors ?? []).map((e) => e.code),
        });
      }
    }
  }
  return out;
}

const RANK: Record<DeliveryState, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/** Which of two states a message's record should keep: later news never moves it backwards. */
export function furthestState(current: DeliveryState | null, incoming: DeliveryState): DeliveryState {
  return current === null || RANK[incoming] > RANK[current] ? incoming : current;
}
