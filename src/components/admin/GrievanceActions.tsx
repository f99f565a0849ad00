import { useId, useRef, useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from './form-styles';

/** Acknowledge or resolve a complaint with a note; the page reloads to show the new state. */
export default function GrievanceActions({ id, status }: { id: number; status: 'open' | 'acknowledged' }) {
  const base = useId();
  const [note, setNote] = useState('');
  // A ref, not state: the button's click sets it just before the form's submit reads it.
  const step = useRef<'acknowledge' | 'resolve'>(status === 'open' ? 'acknowledge' : 'resolve');
  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', `/api/admin/grievances/${id}/${step.current}`, { note }));
  return (
    <form method="post" onSubmit={submit} className="space-y-3 rounded-(--radius-card) border border-line bg-white p-4" noValidate>
      <div>
        <label htmlFor={`${base}-note`} className={labelClass}>Note (kept in the audit log)</label>
        <textarea id={`${base}-note`} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />
      </div>
      <FormMessage error={error} />
      <div className="flex flex-wrap gap-3">
        {status === 'open' && (
          <button type="submit" disabled={busy} onClick={() => (step.current = 'acknowledge')} className={buttonClass}>Acknowledge</button>
        )}
        <button type="submit" disabled={busy} onClick={() => (step.current = 'resolve')} className={status === 'open' ? secondaryButtonClass : buttonClass}>Resolve</button>
      </div>
    </form>
  );
}
