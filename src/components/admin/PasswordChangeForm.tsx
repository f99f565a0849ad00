import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** A member changes their own password: the current one first, then the new one. */
export default function PasswordChangeForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const { error, busy, submit } = useAdminSubmit(
    () => {
      setDone(null);
      return adminCall('POST', '/api/admin/me/password', { currentPassword, newPassword });
    },
    {
      onDone: (r) => {
        setDone(r.message);
        setCurrent('');
        setNew('');
      },
    },
  );

  return (
    <form method="post" onSubmit={submit} className="space-y-3" noValidate>
      <div>
        <label htmlFor="current-password" className={labelClass}>Current password</label>
        <input id="current-password" type="password" autoComplete="current-password" required value={currentPassword} onChange={(e) => setCurrent(e.target.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor="new-password" className={labelClass}>New password (at least 12 characters)</label>
        <input id="new-password" type="password" autoComplete="new-password" required minLength={12} value={newPassword} onChange={(e) => setNew(e.target.value)} className={inputClass} />
      </div>
      <FormMessage error={error} success={done} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
