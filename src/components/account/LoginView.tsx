import { useState, type FormEvent } from 'react';
import { toast } from '../../stores/toast';
import { MobileNumberSchema } from '#lib/validation/account';
import { rememberSessionId, requestLogin } from '../../stores/auth';
import { showLoginView } from '../../stores/login-dialog';
import MobileNumberField from './MobileNumberField';
import { linkButtonClass, primaryButtonClass } from './form-styles';
import { useSigninWords } from './use-signin-words';


/** Login: an unknown number (404) moves to Sign Up with the number copied over. */
export default function LoginView({ initialMobile }: { initialMobile: string }) {
  const { t, rule } = useSigninWords();
  const [mobile, setMobile] = useState(initialMobile);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = MobileNumberSchema.safeParse(mobile);
    if (!parsed.success) {
      setError(rule(parsed.error.issues[0]?.message));
      return;
    }
    setBusy(true);
    const r = await requestLogin(parsed.data);
    setBusy(false);
    if (r.status === 200 && r.data) {
      rememberSessionId(r.data.session_id);
      showLoginView('otp', { mobileNumber: parsed.data, sessionId: r.data.session_id });
    } else if (r.status === 404) {
      showLoginView('signup', { mobileNumber: parsed.data, notice: t('signin.notRegistered') });
    } else {
      toast.error(t('signin.loginFailed'), r.message ? { description: r.message } : {});
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <MobileNumberField
        value={mobile}
        onChange={(v) => {
          setMobile(v);
          setError(null);
        }}
        error={error}
        autoFocus
        disabled={busy}
      />
      <button type="submit" className={primaryButtonClass} disabled={busy} aria-busy={busy}>
        {t('signin.confirm')}
      </button>
      <p className="text-center text-sm text-muted">
        {t('signin.newHere')}{' '}
        <button type="button" className={linkButtonClass} onClick={() => showLoginView('signup', { mobileNumber: mobile })}>
          {t('signin.signUpLink')}
        </button>
      </p>
    </form>
  );
}
