import { useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { secondaryButtonClass } from './form-styles';

type Outcome = { confirmed: { id: string; number: string }[]; refused: { id: string; number: string; message: string }[] };

/** The checked orders of the queue's selection form. */
function selectedIds(formId: string): string[] {
  const form = document.getElementById(formId);
  if (!form) return [];
  return [...form.querySelectorAll<HTMLInputElement>('input[name="ids"]:checked')].map((i) => i.value);
}

/** Bulk confirm for the selection (each order on its own); printing slips is the form's own submit. */
export default function BulkOrderActions({ formId, canFulfil }: { formId: string; canFulfil: boolean }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function selectAll(checked: boolean) {
    document.getElementById(formId)?.querySelectorAll<HTMLInputElement>('input[name="ids"]').forEach((i) => (i.checked = checked));
  }

  async function confirmSelected() {
    const ids = selectedIds(formId);
    setOutcome(null);
    if (ids.length === 0) {
      setError('Select at least one order first.');
      return;
    }
    setBusy(true);
    setError(null);
    const r = await adminCall<Outcome>('POST', '/api/admin/orders/bulk-confirm', { orderIds: ids });
    setBusy(false);
    if (r.status === 200) setOutcome(r.data);
    else setError(r.errors?.[0]?.message ?? r.message);
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => selectAll(true)}>
          Select all on this page
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => selectAll(false)}>
          Clear selection
        </button>
        {canFulfil && (
          <button type="button" disabled={busy} className={secondaryButtonClass} onClick={() => void confirmSelected()}>
            {busy ? 'Confirming…' : 'Confirm selected'}
          </button>
        )}
      </div>
      <FormMessage error={error} />
      {outcome && (
        <div role="status" className="rounded-md border border-line bg-white p-3 text-sm">
          <p className="font-medium">
            {outcome.confirmed.length} confirmed, {outcome.refused.length} refused. Reload the page to see the new statuses.
          </p>
          {outcome.refused.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {outcome.refused.map((o) => (
                <li key={o.id}>
                  #{o.number}: {o.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
