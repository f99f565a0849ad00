import { ACCOUNT_EN, type AccountKey } from '#lib/i18n/messages/account-en';
import { LOCALE_INFO, type Locale } from '#lib/i18n/locales';
import { useWordsOr } from '../ui/island-words';

/** My Account's words in the page's language; English where no page hands them (lib/i18n/messages/account-en.ts). */
export function useAccountWords() {
  return useWordsOr<AccountKey>(ACCOUNT_EN);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date format in the page's language (hi-IN, ta-IN or en-IN), India's time; made once per language and shape. */
export function dateFormat(locale: Locale, shape: 'day' | 'dayShort' | 'moment'): Intl.DateTimeFormat {
  const key = `${locale}:${shape}`;
  let made = formats.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'day'
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : shape === 'dayShort'
          ? { day: 'numeric', month: 'short', year: 'numeric' }
          : { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' };
    made = new Intl.DateTimeFormat(LOCALE_INFO[locale].htmlLang, { ...options, timeZone: 'Asia/Kolkata' });
    formats.set(key, made);
  }
  return made;
}
