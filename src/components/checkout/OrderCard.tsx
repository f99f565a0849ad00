import { formatINR2 } from '#lib/money';
import { awaitsPayment, orderNumber, orderStatusLabel, paymentBadge, TONE_CLASSES } from '#lib/order-status';
import type { Order } from '#lib/order-types';
import { PAYMENT_METHOD } from '#lib/shipping';
import OrderItemsList from './OrderItemsList';
import PayNowButton from './PayNowButton';
import OrderProgress from '../account/OrderProgress';
import { dateFormat, useAccountWords } from '../account/use-account-words';
import { ACCOUNT_EN, type AccountKey } from '#lib/i18n/messages/account-en';
import { ORDER_STATUS_EN, type OrderStatusKey } from '#lib/i18n/messages/order-status-en';
import { useWordsOr } from '../ui/island-words';

const money = (rupees: number) => formatINR2(Math.round(rupees * 100));

/** One order in My Account: number (last 5 of the id), statuses in the spec's colours, items and money. */
export default function OrderCard({ order, inDetail = false }: { order: Order; inDetail?: boolean }) {
  const { t, locale } = useAccountWords();
  const { t: tOrder } = useWordsOr<OrderStatusKey>(ORDER_STATUS_EN);
  const status = orderStatusLabel(order.status);
  const payment = paymentBadge(order.paymentMethod, order.paymentStatus);
  const statusKey = known(`status.${order.status}`);
  const paymentKey = payment.note ? 'payment.codPending' : known(`payment.${order.paymentStatus}`);
  const statusName = statusKey ? t(statusKey) : status.name;
  const paymentName = paymentKey ? t(paymentKey) : payment.name;
  const number = orderNumber(order._id);
  return (
    <article aria-label={t('account.orderNumber', { number })} className="rounded-[12px] border border-line p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{t('account.orderNumber', { number })}</h3>
          <p className="text-sm text-muted">
            <time dateTime={order.createdAt}>{dateFormat(locale, 'dayShort').format(new Date(order.createdAt))}</time> ·{' '}
            {order.paymentMethod === PAYMENT_METHOD.COD ? t('account.cod') : t('account.online')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className={`rounded-full px-2.5 py-1 ${TONE_CLASSES[status.tone]}`}>{statusName}</span>
          <span className={`rounded-full px-2.5 py-1 ${TONE_CLASSES[payment.tone]}`}>
            {paymentName}
            {payment.note && <span className="font-normal">{` (${t('payment.codNote')})`}</span>}
          </span>
        </div>
      </header>
      <OrderItemsList items={order.orderItems} label={t('account.itemsOf', { number })} />
      <dl className="tabular mt-2 space-y-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t('account.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{tOrder('order.shipping')}</dt>
          <dd>{money(order.shippingCharge)}</dd>
        </div>
        {order.codFee > 0 && (
          <div className="flex justify-between">
            <dt>{tOrder('order.codFee')}</dt>
            <dd>{money(order.codFee)}</dd>
          </div>
        )}
        {order.discount > 0 && (
          <div className="flex justify-between">
            <dt>{tOrder('order.discount', { code: order.discountCode ?? '' })}</dt>
            <dd>−{money(order.discount)}</dd>
          </div>
        )}
        {order.prepaidDiscount > 0 && (
          <div className="flex justify-between">
            <dt>{tOrder('order.prepaidDiscount')}</dt>
            <dd>−{money(order.prepaidDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between text-base font-semibold">
          <dt>{t('account.total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      {awaitsPayment(order) && (
        <div className="mt-3 flex justify-end">
          <PayNowButton orderId={order._id} label={t('account.payNowFor', { number })} />
        </div>
      )}
      <OrderProgress order={order} showDetailsLink={!inDetail} />
    </article>
  );
}

/** A status's key in the account words, if it has one: an unknown status keeps lib/order-status.ts's word. */
function known(key: string): AccountKey | null {
  return key in ACCOUNT_EN ? (key as AccountKey) : null;
}
