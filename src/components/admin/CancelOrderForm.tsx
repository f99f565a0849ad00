import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { inputClass, labelClass, secondaryButtonClass } from './form-styles';
import { formatINR2 } from '#lib/money';

/**
 * Cancel with a reason (required); a paid online order is refunded through the gateway, so its
 * cancellation first asks 'Cancel and refund ₹…?' naming the amount (issue 35).
 */
export default function CancelOrderForm({ orderId, refundPaise = 0 }: { orderId: string; refundPaise?: number }) {
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);

  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', `/api/admin/orders/${orderId}/cancel`, { reason }));
  const question = `Cancel and refund ${formatINR2(refundPaise)}?`;

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
      {asking && (
        <div role="alertdialog" aria-labelledby="cancel-question" className="space-y-2">
          <p id="cancel-question" tabIndex={-1} ref={(el) => el?.focus()} className="font-semibold">
            {question}
          </p>
          <button type="button" onClick={() => setAsking(false)} className={secondaryButtonClass}>
            No, keep the order
          </button>
        </div>
      )}
      {/* A new element when the question shows: the same button turning from 'button' into 'submit'
          during its own click would submit the form then and there, refunding without asking. */}
      <button
        key={refundPaise > 0 && !asking ? 'ask' : 'submit'}
        type={refundPaise > 0 && !asking ? 'button' : 'submit'}
        onClick={refundPaise > 0 && !asking ? () => setAsking(true) : undefined}
        disabled={busy}
        className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        {busy ? 'Cancelling…' : asking ? `Yes, cancel and refund ${formatINR2(refundPaise)}` : 'Cancel order'}
      </button>
    </form>
  );
}
