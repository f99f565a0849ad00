import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass } from './form-styles';

/** The merchant's stock settings: whether listings leave out sold-out products. */
export default function StockSettingsForm({ hideSoldOut }: { hideSoldOut: boolean }) {
  const [hide, setHide] = useState(hideSoldOut);
  const [saved, setSaved] = useState<string | null>(null);
  const { error, busy, submit } = useAdminSubmit(
    () => {
      setSaved(null);
      return adminCall('POST', '/api/admin/stock/settings', { hideSoldOut: hide });
    },
    { onDone: (answer) => setSaved(answer.message) },
  );
  return (
    <form method="post" onSubmit={submit} className="max-w-2xl space-y-4 rounded-(--radius-card) border border-line bg-white p-4" noValidate>
      <div className="flex items-start gap-3">
        <input id="hide-sold-out" type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} className="mt-1 h-4 w-4" aria-describedby="hide-sold-out-help" />
        <div>
          <label htmlFor="hide-sold-out" className="font-medium">Hide sold-out products from listings</label>
          <p id="hide-sold-out-help" className="text-sm text-muted">
            A product with nothing left to sell in any size leaves the category pages, search and the all-products page. Its own page stays, with every size shown as sold out.
          </p>
        </div>
      </div>
      <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Saving…' : 'Save stock settings'}</button>
      <FormMessage error={error} success={saved} />
    </form>
  );
}
