import { useEffect, useState } from 'react';
import { toast } from '../../stores/toast';
import { formatINR2 } from '../../lib/money';
import { isSuccessfulOrder } from '../../lib/order-status';
import type { PaymentStatusAnswer } from '../../lib/order-types';
import { trackPurchase } from '../../lib/analytics/pixel';
import { clearCart } from '../../stores/cart';
import { celebrate } from './confetti';
import { fetchPaymentStatus, retryPayment } from './checkout-api';
import OrderItemsList from './OrderItemsList';

type View =
  | { kind: 'checking' }
  | { kind: 'success'; answer: PaymentStatusAnswer }
  | { kind: 'failed'; answer: PaymentStatusAnswer | null };

/** A payment page left a moment ago may not be settled yet: ask a few more times before giving up. */
const PENDING_CHECKS = 5;
const PENDING_INTERVAL_MS = 2000;

const wait = (ms: number) => new Promise((r) => window.setTimeout(r, ms));

/** The /order/status/{orderId} island: asks the server (which asks the gateway), then tells the shopper. */
export default function OrderStatusPage({ orderId }: { orderId: string }) {
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      for (let check = 1; ; check++) {
        const r = await fetchPaymentStatus(orderId);
        if (!live) return;
        if (r.status === 0) {
          toast.error('Failed to fetch payment status');
          return finish({ kind: 'failed', answer: null });
        }
        if (r.status !== 200 || !r.data) return finish({ kind: 'failed', answer: null });
        const { order } = r.data;
        if (isSuccessfulOrder(order.paymentMethod, order.paymentStatus)) return finish({ kind: 'success', answer: r.data });
        const pendingOnline = order.paymentMethod === 2 && order.paymentStatus === 2;
        if (!pendingOnline || check >= PENDING_CHECKS) return finish({ kind: 'failed', answer: r.data });
        await wait(PENDING_INTERVAL_MS);
        if (!live) return;
      }
    })();
    function finish(next: View) {
      // The spec empties the cart on both outcomes; the order keeps what was bought.
      clearCart();
      setView(next);
      if (next.kind === 'success') {
        trackPurchase(next.answer.order);
        void celebrate();
      }
    }
    return () => {
      live = false;
    };
  }, [orderId]);

  async function retry() {
    setRetrying(true);
    const r = await retryPayment(orderId);
    if (r.status === 200 && r.data?.paymentRedirectUrl) {
      window.location.assign(r.data.paymentRedirectUrl);
      return;
    }
    setRetrying(false);
    toast.error(r.message || 'Could not start the payment. Please try again.');
  }

  if (view.kind === 'checking') {
    return (
      <p role="status" className="py-16 text-center text-lg">
        Checking payment status...
      </p>
    );
  }

  if (view.kind === 'success') {
    const { order } = view.answer;
    return (
      <section className="mx-auto max-w-2xl rounded-[12px] border border-line bg-white p-6 text-center">
        <h1 className="text-2xl font-semibold text-success">Order Successful!</h1>
        <p className="mt-2">Your Order has been Placed Successfully.</p>
        <div className="mt-6 text-left">
          <h2 className="text-lg font-semibold">Order Summary</h2>
          <OrderItemsList items={order.orderItems} label="Ordered items" />
          <p className="tabular mt-3 flex justify-between border-t border-line pt-3 text-base font-semibold">
            <span>Total Amount</span>
            <span data-testid="order-total">{formatINR2(Math.round(order.total * 100))}</span>
          </p>
        </div>
        <a href="/profile" className="mt-6 inline-flex h-12 items-center justify-center rounded-full bg-plum px-8 font-semibold text-white hover:bg-plum-dark">
          View Order
        </a>
      </section>
    );
  }

  const answer = view.answer;
  const canRetry = answer?.order.paymentMethod === 2 && (answer.order.paymentStatus === 6 || answer.order.paymentStatus === 2);
  return (
    <section className="mx-auto max-w-2xl rounded-[12px] border border-line bg-white p-6 text-center">
      <h1 className="text-2xl font-semibold text-error">Payment Failed</h1>
      <p className="mt-2">Unfortunately, your payment could not be processed.</p>
      <dl className="mx-auto mt-4 max-w-sm space-y-1 text-left text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Merchant Order ID</dt>
          <dd className="font-mono break-all">{answer?.orderId ?? ''}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Reference ID</dt>
          <dd className="font-mono break-all">{answer?.referenceId ?? ''}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {canRetry && (
          <button
            type="button"
            onClick={retry}
            disabled={retrying}
            className="inline-flex h-12 items-center justify-center rounded-full bg-plum px-8 font-semibold text-white hover:bg-plum-dark disabled:opacity-60"
          >
            Retry Payment
          </button>
        )}
        <a href="/static/contact" className="inline-flex h-12 items-center justify-center rounded-full border border-plum px-8 font-semibold text-plum hover:bg-plum/5">
          Any Help?
        </a>
      </div>
    </section>
  );
}
