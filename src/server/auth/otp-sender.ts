import { env, type Env } from '#server/platform/env';
import type { Locale } from '#lib/i18n/locales';
import { devSender } from './dev-sender';
import { twoFactorSender } from './twofactor-sender';

/** Delivers one code to one mobile number, worded in `language` (English when not given). Failures throw an DomainError the shopper can read. */
export interface OtpSender {
  readonly name: string;
  send(mobileNumber: string, code: string, language?: Locale): Promise<void>;
}

/** The sender OTP_SENDER names; production refuses `dev` when the settings are parsed. */
export function otpSender(e: Env = env()): OtpSender {
  if (e.OTP_SENDER === '2factor') {
    return twoFactorSender({
      baseUrl: e.TWOFACTOR_BASE_URL,
      apiKey: e.TWOFACTOR_API_KEY ?? '',
      ...(e.TWOFACTOR_TEMPLATE ? { template: e.TWOFACTOR_TEMPLATE } : {}),
    });
  }
  return devSender;
}
