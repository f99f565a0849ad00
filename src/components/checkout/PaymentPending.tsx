import { statusCardClass } from './status-styles';
import { StatusButton } from './StatusControls';
import { ORDER_STATUS_EN, type OrderStatusKey } from '#lib/i18n/messages/order-status-en';
import { useWordsOr } from '../ui/island-words';


const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

type Props = { windowEndsAt: string; paying: boolean; onPay: () => void; onCheckAgain: () => void };

/** An online payment not heard of yet: the order waits for it until its payment window ends. */
export default function PaymentPending({ windowEndsAt, paying, onPay, onCheckAgain }: Props) {
  const until = new Date(windowEndsAt);
  const { t } = useWordsOr<OrderStatusKey>(ORDER_STATUS_EN);
  const [before, after = ''] = t('order.pendingText').split('{time}');
  return (
    <section className={statusCardClass}>
      <h1 className="text-2xl font-semibold">{t('order.pendingTitle')}</h1>
      <p className="mt-2">
        {before}
        <time dateTime={until.toISOString()}>{timeFormat.format(until)}</time>
        {after}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <StatusButton onClick={onPay} disabled={paying}>
          {t('order.payNow')}
        </StatusButton>
        <StatusButton onClick={onCheckAgain} primary={false}>
          {t('order.checkAgain')}
        </StatusButton>
      </div>
    </section>
  );
}
