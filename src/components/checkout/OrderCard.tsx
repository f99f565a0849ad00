import { formatINR2 } from '../../lib/money';
import { orderNumber, orderStatusLabel, paymentStatusLabel, TONE_CLASSES } from '../../lib/order-status';
import type { Order } from '../../lib/order-types';
import OrderItemsList from './OrderItemsList';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const money = (rupees: number) => formatINR2(Math.round(rupees * 100));

/** One order in My Account: number (last 5 of the id), statuses in the spec's colours, items and money. */
export default function OrderCard({ order }: { order: Order }) {
  const status = orderStatusLabel(order.status);
  const payment = paymentStatusLabel(order.paymentStatus);
  return (
    <article aria-label={`Order #${orderNumber(order._id)}`} className="rounded-[12px] border border-line p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">Order #{orderNumber(order._id)}</h3>
          <p className="text-sm text-muted">
            <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time> ·{' '}
            {order.paymentMethod === 1 ? 'Cash on Delivery' : 'Online Payment'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className={`rounded-full px-2.5 py-1 ${TONE_CLASSES[status.tone]}`}>{status.name}</span>
          <span className={`rounded-full px-2.5 py-1 ${TONE_CLASSES[payment.tone]}`}>{payment.name}</span>
        </div>
      </header>
      <OrderItemsList items={order.orderItems} label={`Items of order #${orderNumber(order._id)}`} />
      <dl className="tabular mt-2 space-y-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd>{money(order.shippingCharge)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
    </article>
  );
}
