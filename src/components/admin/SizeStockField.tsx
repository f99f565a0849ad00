import { useId, useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { inputClass, labelClass, secondaryButtonClass } from './form-styles';

type Counts = { onHand: number; reserved: number; sellable: number };

/**
 * One saved size's shelf count, set from the product editor. It sits inside the editor's form,
 * so it sends on its own button rather than a nested form; the product's other fields are not
 * saved by it, and nothing typed in them is lost. The ledger and add-or-remove with a reason stay
 * on the size's stock page.
 */
export default function SizeStockField({ sizeId, who, onHand, reserved }: { sizeId: string; who: string; onHand: number; reserved: number }) {
  const id = useId();
  const [count, setCount] = useState(String(onHand));
  const [counts, setCounts] = useState<Counts>({ onHand, reserved, sellable: Math.max(0, onHand - reserved) });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setError(null);
    setSaved(null);
    const wanted = count.trim() === '' ? Number.NaN : Number(count);
    const r = await adminCall<Counts>('POST', `/api/admin/stock/${sizeId}`, { mode: 'set', onHand: wanted });
    if (r.status === 200) {
      setCounts(r.data);
      setSaved(`Stock saved: ${r.data.sellable} to sell.`);
    } else {
      setError(r.errors?.[0]?.message ?? r.message);
    }
    setBusy(false);
  }

  return (
    <div className="mt-2 flex flex-wrap items-end gap-2 text-sm">
      <div>
        <label htmlFor={id} className={labelClass}>
          On hand<span className="sr-only"> for {who}</span>
        </label>
        <input id={id} type="number" inputMode="numeric" min={0} step={1} value={count} onChange={(e) => setCount(e.target.value)} className={`${inputClass} w-28`} />
      </div>
      <button type="button" className={`${secondaryButtonClass} mb-1`} disabled={busy} onClick={save}>
        {busy ? 'Saving…' : 'Set stock'}
        <span className="sr-only"> for {who}</span>
      </button>
      <p className="mb-2">
        <span data-testid="size-sellable">{counts.sellable} to sell</span>
        {counts.reserved > 0 ? `, ${counts.reserved} held by open orders` : ''}.{' '}
        <a className="font-medium text-plum underline" href={`/admin/stock/${sizeId}`}>
          Stock ledger<span className="sr-only"> of {who}</span>
        </a>
      </p>
      <div className="basis-full">
        <FormMessage error={error} success={saved} />
      </div>
    </div>
  );
}
