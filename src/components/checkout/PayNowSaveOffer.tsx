import { useState } from 'react';
import { toast } from '../../stores/toast';
import { formatINR, formatINR2 } from '#lib/money';
import type { PayNowOffer } from '#lib/order-types';
import { startPayNow } from './checkout-api';

/**
 * 'Pay now and save' for a cash-on-delivery order awaiting dispatch: pays it online at the
 * lower price on the payment page. Until the payment is made the order stays cash on delivery.
 */
export default function PayNowSaveOffer({ orderId, offer }: { orderId: string; offer: PayNowOffer }) {
  const [starting, setStarting] = useState(false);
  const saving = formatINR(Math.round(offer.saving * 100));

  async function pay() {
    setStarting(true);
    const r = await startPayNow(orderId);
    if (r.status === 200 && r.data?.paymentRedirectUrl) {
      window.location.assign(r.data.paymentRedirectUrl);
      return;
    }
    setStarting(false);
    toast.error(r.message || 'Could not start the payment. Please try again.');
  }

  return (
    <section aria-labelledby={`pay-now-${orderId}`} className="mt-4 rounded-[12px] border border-plum/40 bg-plum/5 p-4 text-left text-sm">
      <h2 id={`pay-now-${orderId}`} className="text-base font-semibold">
        Pay online now and save {saving}
      </h2>
      <p className="mt-1">
        Pay <span className="tabular font-semibold">{formatINR2(Math.round(offer.total * 100))}</span> online instead of cash on delivery: no cash
        on delivery charge, online shipping of {formatINR2(Math.round(offer.shippingCharge * 100))} and {formatINR2(Math.round(offer.prepaidDiscount * 100))} off. If the
        payment does not go through, your order stays cash on delivery.
      </p>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={starting}
        className="mt-3 inline-flex h-11 items-center justify-center rounded-full bg-plum px-6 font-semibold text-white hover:bg-plum-dark disabled:opacity-60"
      >
        Pay now and save {saving}
      </button>
    </section>
  );
}
