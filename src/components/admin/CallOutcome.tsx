import { useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { inputClass, labelClass, secondaryButtonClass } from './form-styles';

type Props = { orderId: string; number: string; canConfirm: boolean; canCancel: boolean };

/**
 * What staff record after calling the shopper of an unconfirmed COD order: confirmed on the call
 * (the hold is released to Confirmed) or cancelled with the reason heard. The page reloads, so
 * the order leaves the queue.
 */
export default function CallOutcome({ orderId, number, canConfirm, canCancel }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);

  async function send(which: 'confirm' | 'cancel') {
    setBusy(which);
    setError(null);
    const r =
      which === 'confirm'
        ? await adminCall('POST', `/api/admin/orders/${orderId}/release`, { note: 'Confirmed by the shopper on a call.' })
        : await adminCall('POST', `/api/admin/orders/${orderId}/cancel`, { reason: reason.trim() || 'The shopper asked to cancel on a call.' });
    if (r.status === 200) {
      window.location.reload();
      return;
    }
    setError(r.message);
    setBusy(null);
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        {canConfirm && (
          <button type="button" disabled={busy !== null} onClick={() => void send('confirm')} className={secondaryButtonClass}>
            {busy === 'confirm' ? 'Saving…' : `Confirmed on the call (#${number})`}
          </button>
        )}
        {canCancel && (
          <>
            <div>
              <label htmlFor={`reason-${orderId}`} className={labelClass}>
                Reason for cancelling #{number}
              </label>
              <input id={`reason-${orderId}`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} className={inputClass} />
            </div>
            <button type="button" disabled={busy !== null} onClick={() => void send('cancel')} className="inline-flex items-center justify-center rounded-md bg-red-700 px-3 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
              {busy === 'cancel' ? 'Cancelling…' : `Cancel order #${number}`}
            </button>
          </>
        )}
      </div>
      <FormMessage error={error} />
    </div>
  );
}
