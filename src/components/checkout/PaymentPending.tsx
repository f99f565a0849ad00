import { statusCardClass } from './status-styles';
import { StatusButton } from './StatusControls';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

type Props = { windowEndsAt: string; paying: boolean; onPay: () => void; onCheckAgain: () => void };

/** An online payment not heard of yet: the order waits for it until its payment window ends. */
export default function PaymentPending({ windowEndsAt, paying, onPay, onCheckAgain }: Props) {
  const until = new Date(windowEndsAt);
  return (
    <section className={statusCardClass}>
      <h1 className="text-2xl font-semibold">Payment Pending</h1>
      <p className="mt-2">
        We have not received your payment yet. Your order is kept until{' '}
        <time dateTime={until.toISOString()}>{timeFormat.format(until)}</time>; pay before then, or it will be cancelled.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <StatusButton onClick={onPay} disabled={paying}>
          Pay now
        </StatusButton>
        <StatusButton onClick={onCheckAgain} primary={false}>
          Check again
        </StatusButton>
      </div>
    </section>
  );
}
