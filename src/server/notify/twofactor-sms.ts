import { log } from '#server/platform/log';
import { dltTemplateName } from '#lib/i18n/dlt-template';
import { permanent, retryable, retryAfterMs, transportFailure, type Notifier, type NotifyResult } from './notifier';

export type TwoFactorSmsOptions = {
  baseUrl: string;
  apiKey: string;
  /** The 6-letter DLT header the messages go out under. */
  senderId: string;
  timeoutMs?: number;
};

/** 2Factor's own refusals that a later try can get past (once the account is topped up). */
const RETRYABLE_DETAILS = /balance|credit|temporar|try again/i;

/** Details is display text that may echo what we sent, so only its gist is kept. */
function refusalReason(details: string): string {
  if (/api ?key/i.test(details)) return '2factor-api-key';
  if (/template/i.test(details)) return '2factor-template';
  if (/phone|number|mobile/i.test(details)) return '2factor-number';
  if (/sender|from/i.test(details)) return '2factor-sender';
  return '2factor-refused';
}

/**
 * 2Factor's transactional (DLT template) SMS: `POST /API/V1/{key}/ADDON_SERVICES/SEND/TSMS`
 * with the form fields From, To, TemplateName and VAR1…VARn, answering `{"Status","Details"}`
 * with the message's session id in Details. INTEGRATIONS.md 4A documents only the OTP calls, so
 * this shape comes from public integrations (see the README's Decisions). The template's link
 * (a tracking or confirmation URL) is its last variable, since an SMS has no buttons. A Hindi
 * or Tamil shopper's message goes with that language's DLT template (`order_placed_ta`). The URL
 * holds the key, so it is never logged.
 */
export function twoFactorSmsNotifier(opts: TwoFactorSmsOptions): Notifier {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/API/V1/${encodeURIComponent(opts.apiKey)}/ADDON_SERVICES/SEND/TSMS`;
  const failed = (result: NotifyResult & { ok: false }, httpStatus: number | null): NotifyResult => {
    log('warn', 'order sms not sent', { provider: '2factor', httpStatus, kind: result.kind, reason: result.reason });
    return result;
  };
  return {
    channel: 'sms',
    name: '2factor',
    async send(message) {
      const vars = [...message.params, ...(message.link ? [message.link] : [])];
      const form = new URLSearchParams({ From: opts.senderId, To: message.to, TemplateName: dltTemplateName(message.template, message.language ?? 'en') });
      vars.forEach((value, i) => form.append(`VAR${i + 1}`, value));
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        return failed(transportFailure(err), null);
      }
      const body = (await response.json().catch(() => null)) as { Status?: unknown; Details?: unknown } | null;
      if (response.ok && body?.Status === 'Success' && typeof body.Details === 'string') {
        return { ok: true, providerMessageId: body.Details };
      }
      if (response.status === 429) {
        return failed(retryable('http-429', { rateLimited: true, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) }), 429);
      }
      if (response.status >= 500 || body === null || typeof body.Status !== 'string') {
        return failed(retryable(`http-${response.status}`), response.status);
      }
      const details = typeof body.Details === 'string' ? body.Details : '';
      if (RETRYABLE_DETAILS.test(details)) return failed(retryable('2factor-balance'), response.status);
      return failed(permanent(refusalReason(details)), response.status);
    },
  };
}
