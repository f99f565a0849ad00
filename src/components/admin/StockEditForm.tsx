import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/**
 * One size's two edits: set the count found on the shelf, or add or remove units with a reason
 * (a delivery, damage). The server refuses what would leave open orders unfilled; the page
 * reloads to show the new counts and the ledger row.
 */
export default function StockEditForm({ sizeId, onHand }: { sizeId: string; onHand: number }) {
  const [count, setCount] = useState(String(onHand));
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  const set = useAdminSubmit(() => adminCall('POST', `/api/admin/stock/${sizeId}`, { mode: 'set', onHand: number(count) }));
  const add = useAdminSubmit(() => adminCall('POST', `/api/admin/stock/${sizeId}`, { mode: 'add', change: number(change), reason }));

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form method="post" onSubmit={set.submit} className="space-y-2" noValidate>
        <label htmlFor="on-hand" className={labelClass}>On hand (count on the shelf)</label>
        <input id="on-hand" type="number" inputMode="numeric" min={0} step={1} value={count} onChange={(e) => setCount(e.target.value)} className={inputClass} />
        <FormMessage error={set.error} />
        <button type="submit" disabled={set.busy} className={buttonClass}>{set.busy ? 'Saving…' : 'Set on hand'}</button>
      </form>
      <form method="post" onSubmit={add.submit} className="space-y-2" noValidate>
        <label htmlFor="change" className={labelClass}>Add or remove units (e.g. 12 or -2)</label>
        <input id="change" type="number" inputMode="numeric" step={1} value={change} onChange={(e) => setChange(e.target.value)} className={inputClass} />
        <label htmlFor="reason" className={labelClass}>Reason</label>
        <input id="reason" type="text" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
        <FormMessage error={add.error} />
        <button type="submit" disabled={add.busy} className={buttonClass}>{add.busy ? 'Saving…' : 'Add or remove'}</button>
      </form>
    </div>
  );
}
