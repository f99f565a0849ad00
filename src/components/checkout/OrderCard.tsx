import { formatINR2 } from '#lib/money';
import { awaitsPayment, orderNumber, orderStatusLabel, paymentBadge, TONE_CLASSES } from '#lib/order-status';
import type { Order } from '#lib/order-types';
import { PAYMENT_METHOD } from '#lib/shipping';
import OrderItemsList from './OrderItemsList';
import PayNowButton from './PayNowButton';
import OrderProgress from '../account/OrderProgress';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const money = (rupees: number) => formatINR2(Math.round(rupees * 100));

/** One order in My Account: number (last 5 of the id), statuses in the spec's colours, items and money. */
export default function OrderCard({ order, inDetail = false }: { order: Order; inDetail?: boolean }) {
  const status = orderStatusLabel(order.status);
  const payment = paymentBadge(order.paymentMethod, order.paymentStatus);
  const number = orderNumber(order._id);
  return (
    <article aria-label={`Order #${number}`} className="rounded-[12px] border border-line p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">Order #{number}</h3>
          <p className="text-sm text-muted">
            <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time> ·{' '}
            {order.paymentMethod === PAYMENT_METHOD.COD ? 'Cash on Delivery' : 'Online Payment'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className={`rounded-full px-2.5 py-1 ${TONE_CLASSES[status.tone]}`}>{status.name}</span>
          <span className={`rounded-full px-2.5 py-1 ${TONE_CLASSES[payment.tone]}`}>
            {payment.name}
            {payment.note && <span className="font-normal">{` (${payment.note})`}</span>}
          </span>
        </div>
      </header>
      <OrderItemsList items={order.orderItems} label={`Items of order #${number}`} />
      <dl className="tabular mt-2 space-y-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd>{money(order.shippingCharge)}</dd>
        </div>
        {order.codFee > 0 && (
          <div className="flex justify-between">
            <dt>Cash on delivery charge</dt>
            <dd>{money(order.codFee)}</dd>
          </div>
        )}
        {order.discount > 0 && (
          <div className="flex justify-between">
            <dt>Discount ({order.discountCode})</dt>
            <dd>−{money(order.discount)}</dd>
          </div>
        )}
        {order.prepaidDiscount > 0 && (
          <div className="flex justify-between">
            <dt>Paid online discount</dt>
            <dd>−{money(order.prepaidDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      {awaitsPayment(order) && (
        <div className="mt-3 flex justify-end">
          <PayNowButton orderId={order._id} label={`Pay now for order #${number}`} />
        </div>
      )}
      <OrderProgress order={order} showDetailsLink={!inDetail} />
    </article>
  );
}
