import { z } from 'zod';
import { log } from '#server/platform/log';
import { permanent, retryable, retryAfterMs, transportFailure, type Notifier, type NotifyMessage, type NotifyResult } from './notifier';
import { classifyWhatsAppError } from './whatsapp-errors';

export type WhatsAppCloudOptions = {
  /** Graph API base including the version, e.g. `https://graph.facebook.com/v23.0`. */
  graphUrl: string;
  phoneNumberId: string;
  token: string;
  /** The language code of a message that names none; a shopper's own (hi, ta) wins. */
  language?: string;
  timeoutMs?: number;
};

const SendAnswerSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const ErrorAnswerSchema = z.object({
  error: z.object({ code: z.number().int().optional(), is_transient: z.boolean().optional() }),
});

/**
 * INTEGRATIONS.md 8.2: a template send, body parameters in order, the link as a URL button's
 * suffix. `language` picks the template's approved translation (Meta answers 132001 for one
 * that does not exist).
 */
export function templateRequest(message: NotifyMessage, language: string): Record<string, unknown> {
  const components: unknown[] = [];
  if (message.params.length > 0) {
    components.push({ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) });
  }
  if (message.link) {
    components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.link }] });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: `91${message.to}`,
    type: 'template',
    template: { name: message.template, language: { code: language }, components },
    ...(message.reference ? { biz_opaque_callback_data: message.reference } : {}),
  };
}

/**
 * WhatsApp Cloud API utility templates (INTEGRATIONS.md 8.1 to 8.4). A 200 means Meta accepted
 * the message, not that it arrived: delivery comes later through the status webhook.
 */
export function whatsAppCloudNotifier(opts: WhatsAppCloudOptions): Notifier {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const url = `${opts.graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  const failed = (result: NotifyResult & { ok: false }, httpStatus: number | null): NotifyResult => {
    log('warn', 'order whatsapp not sent', { provider: 'whatsapp', httpStatus, kind: result.kind, reason: result.reason });
    return result;
  };
  return {
    channel: 'whatsapp',
    name: 'cloud',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateRequest(message, message.language ?? opts.language ?? 'en')),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        return failed(transportFailure(err), null);
      }
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const answer = SendAnswerSchema.safeParse(body);
        if (answer.success) return { ok: true, providerMessageId: answer.data.messages[0]!.id };
        // Accepted or not, we cannot tell; sending again risks a duplicate, which the caller's dedupe absorbs.
        return failed(retryable('unreadable-answer'), response.status);
      }
      const error = ErrorAnswerSchema.safeParse(body);
      const code = error.success ? error.data.error.code : undefined;
      const reason = code !== undefined ? `whatsapp-${code}` : `http-${response.status}`;
      switch (classifyWhatsAppError(code, response.status, error.success ? error.data.error.is_transient : undefined)) {
        case 'rate-limit':
          return failed(retryable(reason, { rateLimited: true, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) }), response.status);
        case 'transient':
          return failed(retryable(reason), response.status);
        default:
          return failed(permanent(reason), response.status);
      }
    },
  };
}
