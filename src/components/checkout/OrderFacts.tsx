import { formatINR2 } from '#lib/money';
import { orderNumber } from '#lib/order-status';
import { formatDeliveryWindow } from '#lib/delivery-window';
import type { Order } from '#lib/order-types';
import DeliveryAddress from '../account/DeliveryAddress';
import { ORDER_STATUS_EN, type OrderStatusKey } from '#lib/i18n/messages/order-status-en';
import { useWordsOr } from '../ui/island-words';
import { LOCALE_INFO } from '#lib/i18n/locales';


/** The order status page's facts: the order number, where it goes, the shipping line and when to expect it. */
export default function OrderFacts({ order }: { order: Order }) {
  const { t, locale } = useWordsOr<OrderStatusKey>(ORDER_STATUS_EN);
  return (
    <div className="mt-6 grid gap-4 text-left text-sm sm:grid-cols-2">
      <dl className="space-y-2">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('order.number')}</dt>
          <dd className="font-semibold">#{orderNumber(order._id)}</dd>
        </div>
        <div className="tabular flex justify-between gap-4">
          <dt className="text-muted">{t('order.shipping')}</dt>
          <dd>{formatINR2(Math.round(order.shippingCharge * 100))}</dd>
        </div>
        {order.codFee > 0 && (
          <div className="tabular flex justify-between gap-4">
            <dt className="text-muted">{t('order.codFee')}</dt>
            <dd>{formatINR2(Math.round(order.codFee * 100))}</dd>
          </div>
        )}
        {order.discount > 0 && (
          <div className="tabular flex justify-between gap-4">
            <dt className="text-muted">{t('order.discount', { code: order.discountCode ?? '' })}</dt>
            <dd>−{formatINR2(Math.round(order.discount * 100))}</dd>
          </div>
        )}
        {order.prepaidDiscount > 0 && (
          <div className="tabular flex justify-between gap-4">
            <dt className="text-muted">{t('order.prepaidDiscount')}</dt>
            <dd>−{formatINR2(Math.round(order.prepaidDiscount * 100))}</dd>
          </div>
        )}
        {order.expectedDelivery && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('order.expected')}</dt>
            <dd className="font-semibold">{formatDeliveryWindow(order.expectedDelivery, LOCALE_INFO[locale].htmlLang)}</dd>
          </div>
        )}
      </dl>
      <div>
        <h3 className="mb-1 font-semibold">{t('order.deliveryAddress')}</h3>
        <DeliveryAddress address={order.address} />
      </div>
    </div>
  );
}
