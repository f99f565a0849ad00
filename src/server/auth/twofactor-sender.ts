import { badGateway } from '#server/platform/errors';
import { log } from '#server/platform/log';
import { dltTemplateName } from '#lib/i18n/dlt-template';
import type { OtpSender } from './otp-sender';

export type TwoFactorOptions = {
  baseUrl: string;
  apiKey: string;
  /** The English DLT template's name; Indian SMS routes need one in production. Hindi and Tamil are `{name}_hi`, `{name}_ta`. */
  template?: string;
  timeoutMs?: number;
};

export const SEND_FAILED_MESSAGE = 'We could not send the OTP by SMS right now. Please try again in a minute.';

/**
 * 2Factor's "send own OTP" call (INTEGRATIONS.md 4A): we generate and check the code ourselves,
 * 2Factor only delivers it, so its session id is not used. The DLT template chooses the wording,
 * so a Hindi or Tamil shopper's code goes with that language's template; without a template
 * 2Factor words it in its own English. The URL carries the key, the number and the code, so it
 * is never logged.
 */
export function twoFactorSender(opts: TwoFactorOptions): OtpSender {
  const timeoutMs = opts.timeoutMs ?? 5000;
  return {
    name: '2factor',
    async send(mobileNumber, code, language) {
      const parts = ['API', 'V1', opts.apiKey, 'SMS', mobileNumber, code, ...(opts.template ? [dltTemplateName(opts.template, language ?? 'en')] : [])];
      const url = `${opts.baseUrl.replace(/\/+$/, '')}/${parts.map(encodeURIComponent).join('/')}`;
      let response: Response;
      try {
        response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      } catch (err) {
        const reason = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError') ? 'timeout' : 'network';
        log('warn', 'sms provider unreachable', { provider: '2factor', reason });
        throw badGateway(SEND_FAILED_MESSAGE);
      }
      const body = (await response.json().catch(() => null)) as { Status?: unknown; Details?: unknown } | null;
      if (response.ok && body?.Status === 'Success') return;
      log('warn', 'sms provider refused the message', {
        provider: '2factor',
        httpStatus: response.status,
        providerStatus: typeof body?.Status === 'string' ? body.Status : null,
      });
      throw badGateway(SEND_FAILED_MESSAGE);
    },
  };
}
