import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** A product's low-stock threshold: its sizes with this many or fewer to sell show as low. */
export default function ThresholdForm({ productId, threshold }: { productId: string; threshold: number }) {
  const [value, setValue] = useState(String(threshold));
  const { error, busy, submit } = useAdminSubmit(() =>
    adminCall('POST', `/api/admin/stock/threshold/${productId}`, { lowStockThreshold: value.trim() === '' ? Number.NaN : Number(value) }),
  );
  return (
    <form method="post" onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div>
        <label htmlFor="threshold" className={labelClass}>Low-stock threshold for this product</label>
        <input id="threshold" type="number" inputMode="numeric" min={0} step={1} value={value} onChange={(e) => setValue(e.target.value)} className={inputClass} />
      </div>
      <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Saving…' : 'Save threshold'}</button>
      <div className="w-full"><FormMessage error={error} /></div>
    </form>
  );
}
