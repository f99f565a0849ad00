import { useRef, useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

type Props = { next: string; email?: string; error?: string | null; codeRequired?: boolean };

/**
 * Email and password, then the authenticator code when the account asks for one. The form is
 * plain HTML that posts to the sign-in page, so it works before this island wakes (or without
 * it); the fields are uncontrolled, so waking never clears what was typed, and the island reads
 * them from the form itself when it sends.
 */
export default function SignInForm({ next, email = '', error: serverError = null, codeRequired = false }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [needCode, setNeedCode] = useState(codeRequired);

  const { error, busy, submit } = useAdminSubmit<{ codeRequired?: boolean } | null>(
    () => {
      const fields = new FormData(form.current!);
      const value = (name: string) => String(fields.get(name) ?? '');
      const code = value('code').trim();
      return adminCall('POST', '/api/admin/session', { email: value('email'), password: value('password'), ...(code ? { code } : {}) });
    },
    {
      onDone: () => window.location.assign(next),
      onRefused: (r) => {
        if (r.data && r.data.codeRequired) setNeedCode(true);
        return r.errors?.[0]?.message ?? r.message;
      },
    },
  );

  return (
    <form ref={form} method="post" action={`/admin/sign-in?next=${encodeURIComponent(next)}`} onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <label htmlFor="email" className={labelClass}>Email</label>
        <input id="email" name="email" type="email" autoComplete="username" required defaultValue={email} className={inputClass} />
      </div>
      <div>
        <label htmlFor="password" className={labelClass}>Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required className={inputClass} />
      </div>
      {needCode && (
        <div>
          <label htmlFor="code" className={labelClass}>Authenticator code</label>
          <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required className={inputClass} />
        </div>
      )}
      <FormMessage error={error ?? (busy ? null : serverError)} />
      <button type="submit" disabled={busy} className={`${buttonClass} w-full`}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
