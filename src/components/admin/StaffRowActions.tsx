import { useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { buttonClass, compactSelectClass, inputClass, labelClass, secondaryButtonClass } from './form-styles';
import { roleInfo, STAFF_ROLES } from '#lib/staff-roles';

type Props = { id: string; name: string; role: string; disabled: boolean; totpEnabled: boolean; signInGuarded?: boolean; self: boolean };

/**
 * One member's controls on the staff page: role (said in words, and changed only once
 * confirmed), disable or enable, reset the authenticator, a one-time password link, and unlock
 * sign-in after a flood of wrong passwords.
 */
export default function StaffRowActions({ id, name, role, disabled, totpEnabled, signInGuarded = false, self }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState(role);
  const [resetLink, setResetLink] = useState<string | null>(null);

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

  async function makeResetLink() {
    setBusy(true);
    setError(null);
    const r = await adminCall<{ link: string }>('POST', `/api/admin/staff/${id}/reset-link`, {});
    if (r.status === 201) setResetLink(r.data.link);
    else setError(r.errors?.[0]?.message ?? r.message);
    setBusy(false);
  }

  if (self) return <span className="text-sm text-muted">This is you</span>;
  const current = roleInfo(role);
  const next = roleInfo(picked);
  return (
    <div className="flex max-w-xl flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`role-${id}`}>Role of {name}</label>
        <select id={`role-${id}`} value={picked} disabled={busy} onChange={(e) => setPicked(e.target.value)} aria-describedby={`role-does-${id}`} className={compactSelectClass}>
          {STAFF_ROLES.map((r) => (
            <option key={r.value} value={r.value}>{r.name}</option>
          ))}
        </select>
        <button type="button" disabled={busy} onClick={() => change({ disabled: !disabled })} className={secondaryButtonClass}>
          {disabled ? `Enable ${name}` : `Disable ${name}`}
        </button>
        {totpEnabled && (
          <button type="button" disabled={busy} onClick={() => change({ resetTotp: true })} className={secondaryButtonClass}>
            Reset authenticator
          </button>
        )}
        {signInGuarded && (
          <button type="button" disabled={busy} onClick={() => change({ unlock: true })} className={secondaryButtonClass}>
            Unlock sign-in for {name}
          </button>
        )}
        <button type="button" disabled={busy} onClick={makeResetLink} className={secondaryButtonClass}>
          Password link for {name}
        </button>
      </div>
      <p id={`role-does-${id}`} className="text-sm text-muted">{next.name}: {next.does}</p>
      {picked !== role && (
        <div role="group" aria-label={`Confirm the role change for ${name}`} className="rounded-md border border-line bg-paper p-3">
          <p className="text-sm">
            Change {name} from {current.name} to {next.name}? It takes effect on their next click.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" disabled={busy} onClick={() => change({ role: picked })} className={buttonClass}>
              Make {name} {next.name}
            </button>
            <button type="button" disabled={busy} onClick={() => setPicked(role)} className={secondaryButtonClass}>
              Keep {current.name}
            </button>
          </div>
        </div>
      )}
      {resetLink && (
        <div>
          <label htmlFor={`reset-link-${id}`} className={labelClass}>One-time password link for {name} (works once, for 1 hour: hand it to them yourself)</label>
          <input id={`reset-link-${id}`} readOnly value={resetLink} className={`${inputClass} font-mono text-sm`} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
      <FormMessage error={error} />
    </div>
  );
}
