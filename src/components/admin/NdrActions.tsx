import { useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { inputClass, labelClass, secondaryButtonClass } from './form-styles';

type Action = 're-attempt' | 'return';

/** A failed delivery: tell the courier to try again or to bring the parcel back, with a word for the courier. */
export default function NdrActions({ orderId }: { orderId: string }) {
  const [comments, setComments] = useState('');
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(action: Action) {
    setBusy(action);
    setError(null);
    const r = await adminCall('POST', `/api/admin/orders/${orderId}/ndr`, { action, comments });
    if (r.status === 200) return window.location.reload();
    setError(r.errors?.[0]?.message ?? r.message);
    setBusy(null);
  }

  return (
    <div className="mt-3 space-y-3">
      <div>
        <label htmlFor="ndr-comments" className={labelClass}>
          Message for the courier
        </label>
        <input id="ndr-comments" value={comments} onChange={(e) => setComments(e.target.value)} className={inputClass} aria-describedby="ndr-comments-hint" maxLength={200} />
        <p id="ndr-comments-hint" className="mt-1 text-xs text-muted">
          For example: the customer is home after 5 pm, or the parcel was refused.
        </p>
      </div>
      <FormMessage error={error} />
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy !== null} onClick={() => void send('re-attempt')} className={secondaryButtonClass}>
          {busy === 're-attempt' ? 'Sending…' : 'Deliver again'}
        </button>
        <button type="button" disabled={busy !== null} onClick={() => void send('return')} className={secondaryButtonClass}>
          {busy === 'return' ? 'Sending…' : 'Return to us'}
        </button>
      </div>
    </div>
  );
}
