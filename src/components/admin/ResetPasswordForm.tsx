import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** The member behind an owner's one-time link chooses a new password, then signs in with it. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', '/api/admin/password-reset', { token, password }), {
    onDone: () => window.location.assign('/admin/sign-in'),
  });

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <label htmlFor="reset-password" className={labelClass}>New password (at least 12 characters)</label>
        <input id="reset-password" name="password" type="password" autoComplete="new-password" required minLength={12} value={password} onChange={(e) => setPassword(e.target.value)} className={inputClass} />
      </div>
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={`${buttonClass} w-full`}>
        {busy ? 'Saving…' : 'Set my new password'}
      </button>
    </form>
  );
}
