import { useEffect, useState } from 'react';
import { apiFetch } from '../../client/api-client';
import { ORDER_STATUS, orderNumber } from '#lib/order-status';
import type { OrderDetailAnswer } from '#lib/order-types';
import OrderCard from '../checkout/OrderCard';
import PayNowSaveOffer from '../checkout/PayNowSaveOffer';
import OrderTimeline from './OrderTimeline';
import DeliveryAddress from './DeliveryAddress';
import InvoiceDownload from './InvoiceDownload';
import ReturnPanel from './ReturnPanel';
import ReviewPanel from '../reviews/ReviewPanel';
import CancelOrder from './CancelOrder';
import { useAccountWords } from './use-account-words';
import { IslandWords } from '../ui/island-words';
import type { Locale } from '#lib/i18n/locales';

/** An order has its tax invoice from the moment it ships. */
const INVOICED: ReadonlySet<number> = new Set([ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED, ORDER_STATUS.RETURNED_TO_ORIGIN]);

type State = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'ready'; detail: OrderDetailAnswer };

type Props = { orderId: string; words?: Readonly<Record<string, string>>; locale?: Locale | undefined };

/** The order page in the page's language: pages/profile/orders/[orderId].astro hands it its words. */
export default function OrderDetailView({ orderId, words = {}, locale }: Props) {
  return (
    <IslandWords words={words} locale={locale}>
      <OrderDetail orderId={orderId} />
    </IslandWords>
  );
}

/** My Account's view of one order: the card (statuses, items, money, tracking), the address and the timeline. */
function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useAccountWords();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Bumped after the shopper cancels, so the card, badges and timeline show the new state.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void apiFetch<OrderDetailAnswer>(`/order/detail?orderId=${encodeURIComponent(orderId)}`).then((r) => {
      if (!live) return;
      if (r.status === 200 && r.data) setState({ kind: 'ready', detail: r.data });
      else if (r.status === 401) setState({ kind: 'signed-out' });
      else if (r.status === 404 || r.status === 400) setState({ kind: 'missing' });
      else setState({ kind: 'error' });
    });
    return () => {
      live = false;
    };
  }, [orderId, version]);

  if (state.kind === 'loading') {
    return (
      <p role="status" className="text-muted">
        {t('account.loading')}
      </p>
    );
  }
  if (state.kind === 'signed-out') return <p role="alert">{t('account.signedOut')}</p>;
  if (state.kind === 'missing') return <p role="alert">{t('account.missing')}</p>;
  if (state.kind === 'error') return <p role="alert">{t('account.orderFailed')}</p>;
  const { order, timeline } = state.detail;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <h1 className="mb-4 text-2xl font-semibold">{t('account.orderNumber', { number: orderNumber(order._id) })}</h1>
        <h2 className="sr-only">{t('account.itemsAndPayment')}</h2>
        <OrderCard order={order} inDetail />
        {state.detail.payNow && <PayNowSaveOffer orderId={order._id} offer={state.detail.payNow} />}
        <CancelOrder order={order} onCancelled={() => setVersion((v) => v + 1)} />
        <div className="mt-6">
          <ReturnPanel orderId={order._id} />
        </div>
        {order.status === ORDER_STATUS.DELIVERED && (
          <div className="mt-6">
            <ReviewPanel orderId={order._id} />
          </div>
        )}
      </div>
      <div className="space-y-6">
        {INVOICED.has(order.status) && order.total > 0 && (
          <section aria-labelledby="order-invoice">
            <h2 id="order-invoice" className="mb-2 text-lg font-semibold">
              {t('account.taxInvoice')}
            </h2>
            <InvoiceDownload orderId={order._id} />
          </section>
        )}
        <section aria-labelledby="order-address">
          <h2 id="order-address" className="mb-2 text-lg font-semibold">
            {t('account.deliveryAddress')}
          </h2>
          <DeliveryAddress address={order.address} />
        </section>
        <section aria-labelledby="order-timeline">
          <h2 id="order-timeline" className="mb-3 text-lg font-semibold">
            {t('account.timeline')}
          </h2>
          <OrderTimeline entries={timeline} />
        </section>
      </div>
    </div>
  );
}
