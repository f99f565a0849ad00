import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** Adds a staff note to a customer; the page reloads to show it in the list. */
export default function CustomerNoteForm({ customerId }: { customerId: string }) {
  const [body, setBody] = useState('');

  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', `/api/admin/customers/${customerId}/notes`, { body }), { okStatus: 201 });

  return (
    <form method="post" onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor="note" className={labelClass}>Add a note</label>
      <textarea id="note" rows={3} maxLength={2000} value={body} onChange={(e) => setBody(e.target.value)} className={inputClass} />
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Saving…' : 'Save note'}</button>
    </form>
  );
}
