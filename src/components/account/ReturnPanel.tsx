import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../client/api-client';
import type { ReturnOptions } from '#lib/returns/return-view';
import ReturnForm from './ReturnForm';
import ReturnSteps from './ReturnSteps';
import { linkButtonClass } from './form-styles';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The order page's 'Return or exchange' section: the offer while the window is open, the request's steps once made. */
export default function ReturnPanel({ orderId }: { orderId: string }) {
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
        {options.request ? 'Your return or exchange' : 'Return or exchange'}
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
          {options.closesAt && <p className="text-sm">You can return or exchange items until {day.format(new Date(options.closesAt))}.</p>}
          <button type="button" className={linkButtonClass} onClick={() => setOpen(true)}>
            Return or exchange
          </button>
        </div>
      )}
    </section>
  );
}
