import { SIGNIN_EN, signinMessageKey, type SigninKey } from '#lib/i18n/messages/signin-en';
import { useWordsOr } from '../ui/island-words';

/**
 * The sign-in dialog's words in the page's language (English where no page hands them, as in
 * the complaint form), and `rule(message)`: a field rule's English message (lib/validation/
 * account.ts) in that language.
 */
export function useSigninWords() {
  const { t } = useWordsOr<SigninKey>(SIGNIN_EN);
  const rule = (message: string | null | undefined): string | null => {
    const key = message ? signinMessageKey(message) : null;
    return key ? t(key) : (message ?? null);
  };
  return { t, rule };
}
