import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '../../stores/toast';
import { $user } from '../../stores/auth';
import { formatINR2 } from '#lib/money';
import { trackPurchase } from '../../client/pixel';
import { ORDER_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { clearCart } from '../../stores/cart';
import { celebrate } from './confetti';
import { useStartPayment } from './use-start-payment';
import { checkOrderStatus, isDefinitive, type StatusView } from './order-status-check';
import OrderItemsList from './OrderItemsList';
import OrderFacts from './OrderFacts';
import PayNowSaveOffer from './PayNowSaveOffer';
import PaymentPending from './PaymentPending';
import StatusSignIn from './StatusSignIn';
import { statusCardClass } from './status-styles';
import { HelpLink, StatusButton } from './StatusControls';
import type { Locale } from '#lib/i18n/locales';
import { ORDER_STATUS_EN, type OrderStatusKey } from '#lib/i18n/messages/order-status-en';
import { IslandWords, useWordsOr } from '../ui/island-words';


/** The /order/status/{orderId} island: asks the server (which asks the gateway), then tells the shopper. */
type Props = { orderId: string; words?: Readonly<Record<OrderStatusKey, string>>; locale?: Locale | undefined };

export default function OrderStatusPage({ orderId, words = ORDER_STATUS_EN, locale }: Props) {
  return (
    <IslandWords words={words} locale={locale}>
      <OrderStatus orderId={orderId} />
    </IslandWords>
  );
}

function OrderStatus({ orderId }: { orderId: string }) {
  const { t, href } = useWordsOr<OrderStatusKey>(ORDER_STATUS_EN);
  const [view, setView] = useState<StatusView>({ kind: 'checking' });
  const { starting: retrying, start: retry } = useStartPayment(orderId);
  const [round, setRound] = useState(0);
  const userId = useStore($user)?._id ?? null;
  const checkedAs = useRef(userId);

  useEffect(() => {
    let live = true;
    setView({ kind: 'checking' });
    void checkOrderStatus(orderId, () => live).then((next) => {
      if (!next || !live) return;
      if (next.kind === 'unreachable') toast.error(t('order.fetchFailed'));
      // Only an outcome the order's owner sees empties the cart; the order keeps what was bought.
      if (isDefinitive(next)) clearCart();
      setView(next);
      if (next.kind === 'success') {
        trackPurchase(next.answer.order);
        void celebrate();
      }
    });
    return () => {
      live = false;
    };
  }, [orderId, round, t]);

  // Signing in (again) from the neutral view asks once more, now perhaps as the order's owner.
  useEffect(() => {
    if (userId === checkedAs.current) return;
    checkedAs.current = userId;
    if (userId && view.kind === 'sign-in') setRound((n) => n + 1);
  }, [userId, view.kind]);

  if (view.kind === 'checking') {
    return (
      <p role="status" className="py-16 text-center text-lg">
        {t('order.checking')}
      </p>
    );
  }

  if (view.kind === 'success') {
    const { order } = view.answer;
    return (
      <section className={statusCardClass}>
        <h1 className="text-2xl font-semibold text-success">{t('order.success')}</h1>
        <p className="mt-2">{t('order.placed')}</p>
        <div className="mt-6 text-left">
          <h2 className="text-lg font-semibold">{t('order.summary')}</h2>
          <OrderItemsList items={order.orderItems} label={t('order.orderedItems')} />
          <p className="tabular mt-3 flex justify-between border-t border-line pt-3 text-base font-semibold">
            <span>{t('order.totalAmount')}</span>
            <span data-testid="order-total">{formatINR2(Math.round(order.total * 100))}</span>
          </p>
          <OrderFacts order={order} />
        </div>
        {view.answer.payNow && <PayNowSaveOffer orderId={order._id} offer={view.answer.payNow} />}
        <a href={href('/profile')} className="mt-6 inline-flex h-12 items-center justify-center rounded-full bg-plum px-8 font-semibold text-white hover:bg-plum-dark">
          {t('order.viewOrder')}
        </a>
      </section>
    );
  }

  if (view.kind === 'sign-in') return <StatusSignIn />;

  if (view.kind === 'pending') {
    return <PaymentPending windowEndsAt={view.windowEndsAt} paying={retrying} onPay={retry} onCheckAgain={() => setRound((n) => n + 1)} />;
  }

  const answer = view.kind === 'failed' ? view.answer : null;
  const order = answer?.order;
  const canRetry = order?.paymentMethod === PAYMENT_METHOD.ONLINE && order.status === ORDER_STATUS.WAITING && answer?.paymentWindowEndsAt != null;
  return (
    <section className={statusCardClass}>
      <h1 className="text-2xl font-semibold text-error">{t('order.failed')}</h1>
      <p className="mt-2">{t('order.failedText')}</p>
      {order?.status === ORDER_STATUS.CANCELLED && <p className="mt-2">{t('order.cancelledLate')}</p>}
      <dl className="mx-auto mt-4 max-w-sm space-y-1 text-left text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('order.merchantId')}</dt>
          <dd className="font-mono break-all">{answer?.orderId ?? ''}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('order.referenceId')}</dt>
          <dd className="font-mono break-all">{answer?.referenceId ?? ''}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {canRetry && (
          <StatusButton onClick={retry} disabled={retrying}>
            {t('order.retry')}
          </StatusButton>
        )}
        <HelpLink />
      </div>
    </section>
  );
}
