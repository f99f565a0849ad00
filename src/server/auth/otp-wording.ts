import type { Locale } from '#lib/i18n/locales';

/**
 * The one-time code's SMS in the shopper's language (issue 31 item 7). The code comes first in
 * every language, so a phone's autofill finds it; with 2Factor each wording is a DLT template of
 * its own (lib/i18n/dlt-template.ts), and the dev outbox shows these texts.
 */
const OTP_WORDING: Record<Locale, string> = {
  en: '{code} is your Kanmani OTP. It expires in 5 minutes. Do not share it with anyone.',
  hi: '{code} आपका Kanmani OTP है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।',
  ta: '{code} உங்கள் Kanmani OTP. இது 5 நிமிடங்களில் காலாவதியாகும். இதை யாருடனும் பகிர வேண்டாம்.',
};

export function otpMessage(code: string, language: Locale = 'en'): string {
  return OTP_WORDING[language].replace('{code}', code);
}
