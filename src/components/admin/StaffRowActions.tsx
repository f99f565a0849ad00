import { useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { compactSelectClass, secondaryButtonClass } from './form-styles';

type Props = { id: string; name: string; role: string; disabled: boolean; totpEnabled: boolean; self: boolean };

/** One member's controls on the staff page: role, disable or enable, reset the authenticator. */
export default function StaffRowActions({ id, name, role, disabled, totpEnabled, self }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(body: Record<string, unknown>) {
    setBusy(true);
    setError(null);
    const r = await adminCall('PATCH', `/api/admin/staff/${id}`, body);
    if (r.status === 200) {
      window.location.reload();
      return;
    }
    setError(r.errors?.[0]?.message ?? r.message);
    setBusy(false);
  }

  if (self) return <span className="text-sm text-muted">This is you</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${id}`}>Role of {name}</label>
      <select id={`role-${id}`} defaultValue={role} disabled={busy} onChange={(e) => change({ role: e.target.value })} className={compactSelectClass}>
        <option value="owner">Owner</option>
        <option value="manager">Manager</option>
        <option value="fulfilment">Fulfilment</option>
        <option value="support">Support</option>
      </select>
      <button type="button" disabled={busy} onClick={() => change({ disabled: !disabled })} className={secondaryButtonClass}>
        {disabled ? `Enable ${name}` : `Disable ${name}`}
      </button>
      {totpEnabled && (
        <button type="button" disabled={busy} onClick={() => change({ resetTotp: true })} className={secondaryButtonClass}>
          Reset authenticator
        </button>
      )}
      <FormMessage error={error} />
    </div>
  );
}
