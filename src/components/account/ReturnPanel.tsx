import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../client/api-client';
import type { ReturnOptions } from '#lib/returns/return-view';
import ReturnForm from './ReturnForm';
import ReturnSteps from './ReturnSteps';
import { linkButtonClass } from './form-styles';
import { dateFormat, useAccountWords } from './use-account-words';

/** The order page's 'Return or exchange' section: the offer while the window is open, the request's steps once made. */
export default function ReturnPanel({ orderId }: { orderId: string }) {
  const { t, locale } = useAccountWords();
  const [options, setOptions] = useState<ReturnOptions | null>(null);
  const [open, setOpen] = useState(false);

  const load = useCallback(() => {
    void apiFetch<ReturnOptions>(`/order/return/options?orderId=${encodeURIComponent(orderId)}`).then((r) => {
      if (r.status === 200 && r.data) setOptions(r.data);
    });
  }, [orderId]);
  useEffect(load, [load]);

  if (!options || (!options.request && options.refusal)) return null;
  return (
    <section aria-labelledby="order-return" className="rounded-lg border border-line p-4">
      <h2 id="order-return" className="mb-2 text-lg font-semibold">
        {options.request ? t('account.yourReturn') : t('account.returnOrExchange')}
      </h2>
      {options.request ? (
        <ReturnSteps request={options.request} />
      ) : open ? (
        <ReturnForm
          orderId={orderId}
          options={options}
          onDone={() => {
            setOpen(false);
            load();
          }}
        />
      ) : (
        <div className="space-y-2">
          {options.closesAt && <p className="text-sm">{t('account.returnUntil', { date: dateFormat(locale, 'day').format(new Date(options.closesAt)) })}</p>}
          <button type="button" className={linkButtonClass} onClick={() => setOpen(true)}>
            {t('account.returnOrExchange')}
          </button>
        </div>
      )}
    </section>
  );
}
