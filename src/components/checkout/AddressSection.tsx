import { useState } from 'react';
import type { Address } from '#lib/order-types';
import type { CheckoutKey } from '#lib/i18n/messages/checkout';
import { useWords } from '../ui/island-words';


type Props = {
  addresses: Address[] | null;
  selectedId: string | null;
  signedIn: boolean;
  onSelect: (id: string) => void;
  onAdd: () => void;
};

/** Spec: 3 saved addresses are shown, the rest behind 'View More (N more)'. */
export const ADDRESSES_SHOWN = 3;

function lines(a: Address): string {
  return [a.doorNo, a.address, a.landmark, a.city, a.district, `${a.state} - ${a.pincode}`, a.country].filter(Boolean).join(', ');
}

/** '1. Delivery Address': pick a saved address (the choice becomes the current one) or add one. */
export default function AddressSection({ addresses, selectedId, signedIn, onSelect, onAdd }: Props) {
  const { t } = useWords<CheckoutKey>();
  const [showAll, setShowAll] = useState(false);
  const list = addresses ?? [];
  const visible = showAll ? list : list.slice(0, ADDRESSES_SHOWN);
  const hidden = list.length - visible.length;
  return (
    <section aria-labelledby="delivery-address-heading" className="rounded-[12px] border border-line bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="delivery-address-heading" className="text-lg font-semibold">
          {t('checkout.addressHeading')}
        </h2>
        <button type="button" onClick={onAdd} className="rounded-full border border-plum px-4 py-2 text-sm font-semibold text-plum hover:bg-plum/5">
          {t('checkout.addAddress')}
        </button>
      </div>
      {signedIn && addresses === null && (
        <p role="status" className="mt-4 text-sm text-muted">
          {t('checkout.loadingAddresses')}
        </p>
      )}
      {!signedIn && <p className="mt-4 text-sm text-muted">{t('checkout.signInForAddresses')}</p>}
      {signedIn && addresses !== null && list.length === 0 && <p className="mt-4 text-sm text-muted">{t('checkout.noAddresses')}</p>}
      {list.length > 0 && (
        <fieldset className="mt-4">
          <legend className="sr-only">{t('checkout.savedAddresses')}</legend>
          <ul className="space-y-3">
            {visible.map((a) => (
              <li key={a._id}>
                <label
                  className={`flex cursor-pointer gap-3 rounded-[12px] border p-4 ${a._id === selectedId ? 'border-plum bg-plum/5' : 'border-line hover:border-plum/50'}`}
                >
                  <input
                    type="radio"
                    name="delivery-address"
                    value={a._id}
                    checked={a._id === selectedId}
                    onChange={() => onSelect(a._id)}
                    className="mt-1 h-4 w-4 accent-[#5b2a86]"
                  />
                  <span className="text-sm">
                    <span className="flex flex-wrap items-center gap-2 font-semibold">
                      {a.contactPerson}
                      {a.currentAddress && <span className="rounded-full bg-plum px-2 py-0.5 text-xs font-semibold text-white">{t('checkout.default')}</span>}
                    </span>
                    <span className="mt-1 block text-muted">{lines(a)}</span>
                    {a.mobile && <span className="mt-1 block text-muted">{t('checkout.mobile', { mobile: a.mobile })}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <button type="button" onClick={() => setShowAll(true)} className="mt-3 text-sm font-semibold text-plum underline-offset-2 hover:underline">
              {t('checkout.viewMore', { count: hidden })}
            </button>
          )}
        </fieldset>
      )}
    </section>
  );
}
