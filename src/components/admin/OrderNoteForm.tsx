import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** Adds a staff note to an order (never shown to the shopper); the page reloads to list it. */
export default function OrderNoteForm({ orderId }: { orderId: string }) {
  const [body, setBody] = useState('');

  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', `/api/admin/orders/${orderId}/notes`, { body }), { okStatus: 201 });

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor="order-note" className={labelClass}>
        Add a staff note
      </label>
      <textarea id="order-note" rows={3} maxLength={2000} value={body} onChange={(e) => setBody(e.target.value)} className={inputClass} />
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Saving…' : 'Save note'}
      </button>
    </form>
  );
}
