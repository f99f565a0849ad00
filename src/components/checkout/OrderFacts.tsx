import { formatINR2 } from '#lib/money';
import { orderNumber } from '#lib/order-status';
import { formatDeliveryWindow } from '#lib/delivery-window';
import type { Order } from '#lib/order-types';
import DeliveryAddress from '../account/DeliveryAddress';

/** The order status page's facts: the order number, where it goes, the shipping line and when to expect it. */
export default function OrderFacts({ order }: { order: Order }) {
  return (
    <div className="mt-6 grid gap-4 text-left text-sm sm:grid-cols-2">
      <dl className="space-y-2">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Order number</dt>
          <dd className="font-semibold">#{orderNumber(order._id)}</dd>
        </div>
        <div className="tabular flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd>{formatINR2(Math.round(order.shippingCharge * 100))}</dd>
        </div>
        {order.codFee > 0 && (
          <div className="tabular flex justify-between gap-4">
            <dt className="text-muted">Cash on delivery charge</dt>
            <dd>{formatINR2(Math.round(order.codFee * 100))}</dd>
          </div>
        )}
        {order.discount > 0 && (
          <div className="tabular flex justify-between gap-4">
            <dt className="text-muted">Discount ({order.discountCode})</dt>
            <dd>−{formatINR2(Math.round(order.discount * 100))}</dd>
          </div>
        )}
        {order.prepaidDiscount > 0 && (
          <div className="tabular flex justify-between gap-4">
            <dt className="text-muted">Paid online discount</dt>
            <dd>−{formatINR2(Math.round(order.prepaidDiscount * 100))}</dd>
          </div>
        )}
        {order.expectedDelivery && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Expected delivery</dt>
            <dd className="font-semibold">{formatDeliveryWindow(order.expectedDelivery)}</dd>
          </div>
        )}
      </dl>
      <div>
        <h3 className="mb-1 font-semibold">Delivery address</h3>
        <DeliveryAddress address={order.address} />
      </div>
    </div>
  );
}
