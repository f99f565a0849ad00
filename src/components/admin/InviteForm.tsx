import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';
import { roleInfo, STAFF_ROLES } from '#lib/staff-roles';

type Invited = { email: string; role: string; link: string | null };

/** The owner invites by email; with no mail sent locally, the one-time link is shown to pass on. */
export default function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('fulfilment');
  const [invited, setInvited] = useState<Invited | null>(null);

  const { error, busy, submit } = useAdminSubmit<Invited>(
    () => {
      setInvited(null);
      return adminCall<Invited>('POST', '/api/admin/staff/invite', { email, role });
    },
    {
      okStatus: 201,
      onDone: (r) => {
        setInvited(r.data);
        setEmail('');
      },
    },
  );

  return (
    <form method="post" onSubmit={submit} className="space-y-3 rounded-(--radius-card) border border-line bg-white p-4" noValidate>
      <h2 className="text-lg font-semibold">Invite a staff member</h2>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="invite-email" className={labelClass}>Email</label>
          <input id="invite-email" type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </div>
        <div>
          <label htmlFor="invite-role" className={labelClass}>Role</label>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value)} aria-describedby="invite-role-does" className={inputClass}>
            {STAFF_ROLES.map((r) => (
              <option key={r.value} value={r.value}>{r.name}</option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? 'Inviting…' : 'Send invite'}
        </button>
      </div>
      <p id="invite-role-does" className="text-sm text-muted">{roleInfo(role).name}: {roleInfo(role).does}</p>
      <FormMessage error={error} success={invited ? `Invite created for ${invited.email}.` : null} />
      {invited?.link && (
        <div>
          <label htmlFor="invite-link" className={labelClass}>One-time invite link (no email is sent in local mode: pass it on yourself)</label>
          <input id="invite-link" readOnly value={invited.link} className={`${inputClass} font-mono text-sm`} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
    </form>
  );
}
