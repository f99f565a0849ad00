import { useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { inputClass, labelClass, secondaryButtonClass } from './form-styles';

/** A pending invite's controls: a fresh link (the old one stops working), or revoke it. */
export default function PendingInviteActions({ id, email }: { id: string; email: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    setError(null);
    const r = await adminCall<{ link: string | null }>('POST', `/api/admin/staff/invites/${id}/resend`, {});
    if (r.status === 200) {
      setLink(r.data.link);
      setSent(r.message);
    } else setError(r.errors?.[0]?.message ?? r.message);
    setBusy(false);
  }

  async function revoke() {
    setBusy(true);
    setError(null);
    const r = await adminCall('DELETE', `/api/admin/staff/invites/${id}`, {});
    if (r.status === 200) {
      window.location.reload();
      return;
    }
    setError(r.errors?.[0]?.message ?? r.message);
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={resend} className={secondaryButtonClass}>
          New invite link for {email}
        </button>
        <button type="button" disabled={busy} onClick={revoke} className={secondaryButtonClass}>
          Revoke invite for {email}
        </button>
      </div>
      {link && (
        <div>
          <label htmlFor={`invite-link-${id}`} className={labelClass}>New one-time invite link for {email}</label>
          <input id={`invite-link-${id}`} readOnly value={link} className={`${inputClass} font-mono text-sm`} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
      <FormMessage error={error} success={sent} />
    </div>
  );
}
