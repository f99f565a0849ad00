import { useStartPayment } from './use-start-payment';
import { ORDER_STATUS_EN, type OrderStatusKey } from '#lib/i18n/messages/order-status-en';
import { useWordsOr } from '../ui/island-words';

/** Opens a new payment for an unpaid online order and sends the shopper to the payment page. */
export default function PayNowButton({ orderId, label }: { orderId: string; label: string }) {
  const { starting, start: pay } = useStartPayment(orderId);
  const { t } = useWordsOr<OrderStatusKey>(ORDER_STATUS_EN);

  return (
    <button
      type="button"
      onClick={pay}
      disabled={starting}
      aria-label={label}
      className="inline-flex h-10 items-center justify-center rounded-full bg-plum px-6 text-sm font-semibold text-white hover:bg-plum-dark disabled:opacity-60"
    >
      {t('order.payNow')}
    </button>
  );
}
