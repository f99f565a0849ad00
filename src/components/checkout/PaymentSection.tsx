import { formatINR } from '../../lib/money';
import type { PaymentMethod } from '../../lib/shipping';

type Props = {
  subtotalPaise: number;
  /** null until a method is chosen (and the rates are known) */
  shippingPaise: number | null;
  shippingProblem: string | null;
  method: PaymentMethod | null;
  busy: boolean;
  onMethod: (method: PaymentMethod) => void;
  onCheckout: () => void;
};

const METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 1, label: 'Cash on Delivery', hint: 'Pay when your parcel arrives.' },
  { value: 2, label: 'Online Payment', hint: 'UPI, cards and net banking on a secure payment page.' },
];

/** '2. Payment & Shipping': the figures, the two payment methods and the checkout button. */
export default function PaymentSection({ subtotalPaise, shippingPaise, shippingProblem, method, busy, onMethod, onCheckout }: Props) {
  const total = shippingPaise === null ? null : subtotalPaise + shippingPaise;
  return (
    <section aria-labelledby="payment-shipping-heading" className="rounded-[12px] border border-line bg-white p-5">
      <h2 id="payment-shipping-heading" className="text-lg font-semibold">
        2. Payment &amp; Shipping
      </h2>
      <dl className="tabular mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="checkout-subtotal">{formatINR(subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd data-testid="checkout-shipping">{method === null ? 'will be calculated' : shippingPaise === null ? '...' : formatINR(shippingPaise)}</dd>
        </div>
        {total !== null && (
          <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
            <dt>Total</dt>
            <dd data-testid="checkout-total">{formatINR(total)}</dd>
          </div>
        )}
      </dl>
      {shippingProblem && (
        <p role="alert" className="mt-3 text-sm text-error">
          {shippingProblem}
        </p>
      )}
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold">Payment method</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {METHODS.map((m) => (
            <label
              key={m.value}
              className={`flex cursor-pointer gap-3 rounded-[12px] border p-4 ${method === m.value ? 'border-plum bg-plum/5' : 'border-line hover:border-plum/50'}`}
            >
              <input
                type="radio"
                name="payment-method"
                value={m.value}
                checked={method === m.value}
                onChange={() => onMethod(m.value)}
                className="mt-1 h-4 w-4 accent-[#5b2a86]"
              />
              <span className="text-sm">
                <span className="block font-semibold">{m.label}</span>
                <span className="block text-muted">{m.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        onClick={onCheckout}
        disabled={busy}
        className="mt-5 flex h-12 w-full items-center justify-center rounded-full bg-plum font-semibold text-white hover:bg-plum-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {method === 2 ? 'Initiate Payment' : 'Checkout'}
      </button>
    </section>
  );
}
