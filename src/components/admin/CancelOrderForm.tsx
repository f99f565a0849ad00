import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { inputClass, labelClass } from './form-styles';

/** Cancel with a reason (required); a paid online order is refunded through the gateway. */
export default function CancelOrderForm({ orderId }: { orderId: string }) {
  const [reason, setReason] = useState('');

  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', `/api/admin/orders/${orderId}/cancel`, { reason }));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="cancel-heading" className="space-y-2 rounded-md border border-red-200 p-3">
      <h3 id="cancel-heading" className="font-semibold">
        Cancel this order
      </h3>
      <label htmlFor="cancel-reason" className={labelClass}>
        Reason for cancelling
      </label>
      <textarea id="cancel-reason" rows={2} maxLength={500} required value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
      <FormMessage error={error} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        {busy ? 'Cancelling…' : 'Cancel order'}
      </button>
    </form>
  );
}
