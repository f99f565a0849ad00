import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** The invitee chooses the name staff will see and a password, then lands in the console. */
export default function AcceptInviteForm({ token }: { token: string }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', '/api/admin/invites/accept', { token, name, password }), { onDone: () => window.location.assign('/admin') });

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <label htmlFor="name" className={labelClass}>Your name</label>
        <input id="name" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor="new-password" className={labelClass}>Choose a password (at least 12 characters)</label>
        <input id="new-password" name="password" type="password" autoComplete="new-password" required minLength={12} value={password} onChange={(e) => setPassword(e.target.value)} className={inputClass} />
      </div>
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={`${buttonClass} w-full`}>
        {busy ? 'Setting up…' : 'Join the console'}
      </button>
    </form>
  );
}
