import { useState } from 'react';
import { toast } from '../../stores/toast';
import { formatINR, formatINR2 } from '#lib/money';
import type { PayNowOffer } from '#lib/order-types';
import { startPayNow } from './checkout-api';
import { ORDER_STATUS_EN, type OrderStatusKey } from '#lib/i18n/messages/order-status-en';
import { useWordsOr } from '../ui/island-words';


/**
 * 'Pay now and save' for a cash-on-delivery order awaiting dispatch: pays it online at the
 * lower price on the payment page. Until the payment is made the order stays cash on delivery.
 */
export default function PayNowSaveOffer({ orderId, offer }: { orderId: string; offer: PayNowOffer }) {
  const [starting, setStarting] = useState(false);
  const { t } = useWordsOr<OrderStatusKey>(ORDER_STATUS_EN);
  const saving = formatINR(Math.round(offer.saving * 100));
  const [before, after = ''] = t('order.payNowSaveText', {
    shipping: formatINR2(Math.round(offer.shippingCharge * 100)),
    discount: formatINR2(Math.round(offer.prepaidDiscount * 100)),
  }).split('{total}');

  async function pay() {
    setStarting(true);
    const r = await startPayNow(orderId);
    if (r.status === 200 && r.data?.paymentRedirectUrl) {
      window.location.assign(r.data.paymentRedirectUrl);
      return;
    }
    setStarting(false);
    toast.error(r.message || t('order.startFailed'));
  }

  return (
    <section aria-labelledby={`pay-now-${orderId}`} className="mt-4 rounded-[12px] border border-plum/40 bg-plum/5 p-4 text-left text-sm">
      <h2 id={`pay-now-${orderId}`} className="text-base font-semibold">
        {t('order.payNowSaveTitle', { saving })}
      </h2>
      <p className="mt-1">
        {before}
        <span className="tabular font-semibold">{formatINR2(Math.round(offer.total * 100))}</span>
        {after}
      </p>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={starting}
        className="mt-3 inline-flex h-11 items-center justify-center rounded-full bg-plum px-6 font-semibold text-white hover:bg-plum-dark disabled:opacity-60"
      >
        {t('order.payNowSaveButton', { saving })}
      </button>
    </section>
  );
}
