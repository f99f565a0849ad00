import type { Locale } from '#lib/i18n/locales';

/**
 * One order message to one shopper: a named template (approved with the provider: a DLT
 * template for SMS, a UTILITY template for WhatsApp) and its parameters in order. `link` is a
 * URL suffix for a template's button (WhatsApp) or its last variable (SMS).
 */
export type NotifyMessage = {
  template: string;
  /** 10-digit Indian mobile number, as customers are stored. */
  to: string;
  params: readonly string[];
  link?: string | undefined;
  /** Our own id for this message (e.g. `{orderId}:{event}`); WhatsApp echoes it in status webhooks. */
  reference?: string | undefined;
  /** The shopper's language (their account's); English when not given. */
  language?: Locale | undefined;
};

export type NotifyFailure = {
  ok: false;
  /** retryable: try again later (with backoff, or after `retryAfterMs`); permanent: this message will never go. */
  kind: 'retryable' | 'permanent';
  /** Short and free of personal data, safe to log and store: `timeout`, `http-503`, `whatsapp-131026`, … */
  reason: string;
  rateLimited: boolean;
  /** Only when the provider said how long to wait. */
  retryAfterMs?: number;
};

export type NotifyResult = { ok: true; providerMessageId: string } | NotifyFailure;

/** Sends through one provider. Never throws for a provider's fault: it answers a typed failure. */
export interface Notifier {
  readonly channel: 'sms' | 'whatsapp';
  readonly name: string;
  send(message: NotifyMessage): Promise<NotifyResult>;
}

export function retryable(reason: string, extra: { rateLimited?: boolean; retryAfterMs?: number | undefined } = {}): NotifyFailure {
  return {
    ok: false,
    kind: 'retryable',
    reason,
    rateLimited: extra.rateLimited ?? false,
    ...(extra.retryAfterMs !== undefined ? { retryAfterMs: extra.retryAfterMs } : {}),
  };
}

export function permanent(reason: string): NotifyFailure {
  return { ok: false, kind: 'permanent', reason, rateLimited: false };
}

/** `Retry-After` in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A fetch that never answered in time, or never reached the provider: both are worth another try. */
export function transportFailure(err: unknown): NotifyFailure {
  const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
  return retryable(timedOut ? 'timeout' : 'network');
}
