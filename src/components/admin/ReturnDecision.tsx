import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** Approve a requested return, or reject it with the reason the shopper reads on their order page. */
export default function ReturnDecision({ returnId }: { returnId: string }) {
  const [reason, setReason] = useState('');
  const approve = useAdminSubmit(() => adminCall('POST', `/api/admin/returns/${returnId}/approve`, {}));
  const reject = useAdminSubmit(() => adminCall('POST', `/api/admin/returns/${returnId}/reject`, { reason }));
  return (
    <div className="space-y-3">
      <form onSubmit={approve.submit} noValidate aria-label="Approve">
        <button type="submit" disabled={approve.busy} className={buttonClass}>
          {approve.busy ? 'Saving…' : 'Approve'}
        </button>
        <FormMessage error={approve.error} />
      </form>
      <form onSubmit={reject.submit} noValidate aria-labelledby="reject-heading" className="space-y-2 rounded-md border border-red-200 p-3">
        <h3 id="reject-heading" className="font-semibold">
          Reject
        </h3>
        <label htmlFor="reject-reason" className={labelClass}>
          Reason the shopper will read
        </label>
        <textarea id="reject-reason" rows={2} maxLength={300} required value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
        <FormMessage error={reject.error} />
        <button type="submit" disabled={reject.busy} className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
          {reject.busy ? 'Saving…' : 'Reject'}
        </button>
      </form>
    </div>
  );
}
