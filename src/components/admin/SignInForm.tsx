import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** Email and password, then the authenticator code when the account asks for one. */
export default function SignInForm({ next }: { next: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needCode, setNeedCode] = useState(false);

  const { error, busy, submit } = useAdminSubmit<{ codeRequired?: boolean } | null>(
    () => adminCall('POST', '/api/admin/session', { email, password, ...(needCode && code ? { code } : {}) }),
    {
      onDone: () => window.location.assign(next),
      onRefused: (r) => {
        if (r.data && r.data.codeRequired) setNeedCode(true);
        return r.errors?.[0]?.message ?? r.message;
      },
    },
  );

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <label htmlFor="email" className={labelClass}>Email</label>
        <input id="email" name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor="password" className={labelClass}>Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} className={inputClass} />
      </div>
      {needCode && (
        <div>
          <label htmlFor="code" className={labelClass}>Authenticator code</label>
          <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value)} className={inputClass} />
        </div>
      )}
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={`${buttonClass} w-full`}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
