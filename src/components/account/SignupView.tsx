import { useState, type FormEvent } from 'react';
import { toast } from '../../stores/toast';
import { RegisterRequestSchema } from '#lib/validation/account';
import { rememberSessionId, requestSignup } from '../../stores/auth';
import { showLoginView } from '../../stores/login-dialog';
import FormField from './FormField';
import MobileNumberField from './MobileNumberField';
import { linkButtonClass, primaryButtonClass } from './form-styles';
import { useSigninWords } from './use-signin-words';


type Errors = Partial<Record<'name' | 'emailId' | 'mobileNumber', string>>;

/** Sign Up: any answer other than 200 goes back to Login, keeping the number. */
export default function SignupView({ initialMobile, notice = '' }: { initialMobile: string; notice?: string }) {
  const { t, rule } = useSigninWords();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState(initialMobile);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = RegisterRequestSchema.safeParse({ name, emailId: email, mobileNumber: mobile });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= rule(issue.message) ?? issue.message;
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    const r = await requestSignup(parsed.data);
    setBusy(false);
    if (r.status === 200 && r.data) {
      rememberSessionId(r.data.session_id);
      showLoginView('otp', { mobileNumber: parsed.data.mobileNumber, sessionId: r.data.session_id });
    } else if (r.status === 0) {
      toast.error(t('signin.signupFailed'), r.message ? { description: r.message } : {});
    } else {
      toast.error(r.message || t('signin.registrationFailed'));
      showLoginView('login', { mobileNumber: parsed.data.mobileNumber });
    }
  }

  const clear = (key: keyof Errors) => setErrors(({ [key]: _gone, ...rest }) => rest);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {notice && (
        <p role="status" className="rounded-lg bg-plum/10 px-3 py-2 text-sm text-ink">
          {notice}
        </p>
      )}
      <FormField
        label={t('signin.name')}
        autoComplete="name"
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          clear('name');
        }}
        error={errors.name ?? null}
        required
        autoFocus
        disabled={busy}
      />
      <FormField
        label={t('signin.email')}
        type="email"
        autoComplete="email"
        hint={t('signin.optional')}
        value={email}
        onChange={(e) => {
          setEmail(e.currentTarget.value);
          clear('emailId');
        }}
        error={errors.emailId ?? null}
        disabled={busy}
      />
      <MobileNumberField
        value={mobile}
        onChange={(v) => {
          setMobile(v);
          clear('mobileNumber');
        }}
        error={errors.mobileNumber ?? null}
        disabled={busy}
      />
      <button type="submit" className={primaryButtonClass} disabled={busy} aria-busy={busy}>
        {t('signin.signupTitle')}
      </button>
      <p className="text-center text-sm text-muted">
        {t('signin.haveAccount')}{' '}
        <button type="button" className={linkButtonClass} onClick={() => showLoginView('login', { mobileNumber: mobile })}>
          {t('signin.login')}
        </button>
      </p>
    </form>
  );
}
