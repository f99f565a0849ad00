import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { compactSelectClass, secondaryButtonClass } from './form-styles';

/**
 * One product's HSN code with its category's default offered: the HSN page's quick edit (the
 * product form saves the code with the product). An empty code clears a draft's code; a
 * published product's is refused.
 */
export default function ProductHsnField({ productId, productName, hsn, categoryDefault }: { productId: string; productName: string; hsn: string | null; categoryDefault: string | null }) {
  const [value, setValue] = useState(hsn ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  const { error, busy, submit } = useAdminSubmit(
    () => {
      setSaved(null);
      return adminCall('POST', `/api/admin/products/${productId}/hsn`, { hsn: value });
    },
    { onDone: (r) => setSaved(r.message) },
  );
  const id = `hsn-${productId}`;
  return (
    <form method="post" onSubmit={submit} className="flex flex-wrap items-start gap-2" noValidate>
      <label htmlFor={id} className="sr-only">HSN code of {productName}</label>
      <input id={id} value={value} onChange={(e) => setValue(e.target.value)} inputMode="numeric" maxLength={8} placeholder={categoryDefault ?? ''} className={`${compactSelectClass} w-28 font-mono`} />
      {categoryDefault && value !== categoryDefault && (
        <button type="button" className={secondaryButtonClass} onClick={() => setValue(categoryDefault)}>
          Use {categoryDefault}<span className="sr-only"> for {productName}</span>
        </button>
      )}
      <button type="submit" disabled={busy} className={secondaryButtonClass}>
        {busy ? 'Saving…' : 'Save'}
        <span className="sr-only"> the HSN of {productName}</span>
      </button>
      <div className="basis-full">
        <FormMessage error={error} success={saved} />
      </div>
    </form>
  );
}
