import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass } from './form-styles';

type Line = { orderItemId: string; label: string };

/** The parcel is back: for each line, back on the shelf or written off (both recorded as stock movements). */
export default function ReturnReceiveForm({ returnId, lines }: { returnId: string; lines: Line[] }) {
  const [outcome, setOutcome] = useState<Record<string, 'restock' | 'writeOff'>>(() => Object.fromEntries(lines.map((l) => [l.orderItemId, 'restock'])));
  const { error, busy, submit } = useAdminSubmit(() =>
    adminCall('POST', `/api/admin/returns/${returnId}/receive`, { lines: lines.map((l) => ({ orderItemId: l.orderItemId, outcome: outcome[l.orderItemId] })) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="receive-heading" className="space-y-3 rounded-md border border-line p-3">
      <h3 id="receive-heading" className="font-semibold">
        Received and checked
      </h3>
      {lines.map((l) => (
        <fieldset key={l.orderItemId} className="space-y-1">
          <legend className="text-sm font-medium">{l.label}</legend>
          {(['restock', 'writeOff'] as const).map((o) => (
            <label key={o} className="mr-4 inline-flex items-center gap-2 text-sm">
              <input type="radio" name={`outcome-${l.orderItemId}`} checked={outcome[l.orderItemId] === o} onChange={() => setOutcome({ ...outcome, [l.orderItemId]: o })} />
              {o === 'restock' ? 'Back on the shelf' : 'Write off'}
            </label>
          ))}
        </fieldset>
      ))}
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Saving…' : 'Mark received'}
      </button>
    </form>
  );
}
