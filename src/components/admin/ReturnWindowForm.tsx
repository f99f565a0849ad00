import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** The return window in days from delivery (the policy says 7). */
export default function ReturnWindowForm({ days }: { days: number }) {
  const [value, setValue] = useState(String(days));
  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', '/api/admin/returns/settings', { windowDays: Number(value) }));
  return (
    <form onSubmit={submit} noValidate aria-labelledby="window-heading" className="flex flex-wrap items-end gap-3">
      <h2 id="window-heading" className="sr-only">
        Return window
      </h2>
      <div>
        <label htmlFor="window-days" className={labelClass}>
          Return window (days after delivery)
        </label>
        <input id="window-days" type="number" min={1} max={90} required value={value} onChange={(e) => setValue(e.target.value)} className={`${inputClass} w-28`} />
      </div>
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Saving…' : 'Save window'}
      </button>
      <FormMessage error={error} />
    </form>
  );
}
