import { useStartPayment } from './use-start-payment';

/** Opens a new payment for an unpaid online order and sends the shopper to the payment page. */
export default function PayNowButton({ orderId, label }: { orderId: string; label: string }) {
  const { starting, start: pay } = useStartPayment(orderId);

  return (
    <button
      type="button"
      onClick={pay}
      disabled={starting}
      aria-label={label}
      className="inline-flex h-10 items-center justify-center rounded-full bg-plum px-6 text-sm font-semibold text-white hover:bg-plum-dark disabled:opacity-60"
    >
      Pay now
    </button>
  );
}
