import type { ReactNode } from 'react';
import { formatINR } from '#lib/money';
import { PAYMENT_METHOD, type PaymentMethod } from '#lib/shipping';
import DeliveryNotice from './DeliveryNotice';
import QueueNotice, { QUEUE_WHY_ID } from './QueueNotice';
import type { Waiting } from './queued-checkout';
import type { DeliveryCheck } from './checkout-api';
import type { CheckoutKey } from '#lib/i18n/messages/checkout';
import { useWords } from '../ui/island-words';


type Props = {
  subtotalPaise: number;
  /** null until a method is chosen (and the rates are known) */
  shippingPaise: number | null;
  /** the merchant's cash-on-delivery charge while COD is chosen; 0 otherwise */
  codFeePaise?: number;
  shippingProblem: string | null;
  method: PaymentMethod | null;
  busy: boolean;
  onMethod: (method: PaymentMethod) => void;
  onCheckout: () => void;
  /** the chosen address's delivery dates and COD verdict, once known */
  delivery?: DeliveryCheck | null;
  /** a discount code's saving off the goods, and its code, shown as a line of its own (issue 29) */
  discount?: { code: string; paise: number } | null;
  /** the 'Apply code' field */
  codeField?: ReactNode;
  /** The place in the checkout queue while the order waits for its turn. */
  waiting?: Waiting | null;
};

const METHODS: { value: PaymentMethod; label: CheckoutKey; hint: CheckoutKey }[] = [
  { value: PAYMENT_METHOD.COD, label: 'checkout.cod', hint: 'checkout.codHint' },
  { value: PAYMENT_METHOD.ONLINE, label: 'checkout.online', hint: 'checkout.onlineHint' },
];

/** '2. Payment & Shipping': the figures, the two payment methods and the checkout button. */
export default function PaymentSection({ subtotalPaise, shippingPaise, codFeePaise = 0, shippingProblem, method, busy, onMethod, onCheckout, delivery = null, discount = null, codeField = null, waiting = null }: Props) {
  const { t } = useWords<CheckoutKey>();
  const codReason = delivery?.serviceable ? delivery.codReason : null;
  const discountPaise = discount?.paise ?? 0;
  const total = shippingPaise === null ? null : subtotalPaise - discountPaise + shippingPaise + codFeePaise;
  return (
    <section aria-labelledby="payment-shipping-heading" className="rounded-[12px] border border-line bg-white p-5">
      <h2 id="payment-shipping-heading" className="text-lg font-semibold">
        {t('checkout.paymentHeading')}
      </h2>
      <dl className="tabular mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>{t('checkout.subtotal')}</dt>
          <dd data-testid="checkout-subtotal">{formatINR(subtotalPaise)}</dd>
        </div>
        {discount && discount.paise > 0 && (
          <div className="flex justify-between text-success">
            <dt>{t('checkout.discount', { code: discount.code })}</dt>
            <dd data-testid="checkout-discount">−{formatINR(discount.paise)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{t('checkout.shipping')}</dt>
          <dd data-testid="checkout-shipping">{method === null ? t('checkout.willBeCalculated') : shippingPaise === null ? '...' : formatINR(shippingPaise)}</dd>
        </div>
        {codFeePaise > 0 && (
          <div className="flex justify-between">
            <dt>{t('checkout.codFee')}</dt>
            <dd data-testid="checkout-cod-fee">{formatINR(codFeePaise)}</dd>
          </div>
        )}
        {total !== null && (
          <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
            <dt>{t('checkout.total')}</dt>
            <dd data-testid="checkout-total">{formatINR(total)}</dd>
          </div>
        )}
      </dl>
      {codeField}
      {shippingProblem && (
        <p role="alert" className="mt-3 text-sm text-error">
          {shippingProblem}
        </p>
      )}
      {/* The order waiting in the queue is the one sent: its method cannot change meanwhile. */}
      <fieldset className="mt-5" disabled={waiting !== null}>
        <legend className="text-sm font-semibold">{t('checkout.paymentMethod')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {METHODS.map((m) => {
            const off = m.value === PAYMENT_METHOD.COD && codReason !== null;
            return (
            <label
              key={m.value}
              className={`flex gap-3 rounded-[12px] border p-4 ${off ? 'cursor-not-allowed border-line opacity-70' : method === m.value ? 'cursor-pointer border-plum bg-plum/5' : 'cursor-pointer border-line hover:border-plum/50'}`}
            >
              <input
                type="radio"
                name="payment-method"
                value={m.value}
                checked={method === m.value}
                disabled={off}
                aria-describedby={off ? 'cod-reason' : undefined}
                onChange={() => onMethod(m.value)}
                className="mt-1 h-4 w-4 shrink-0 accent-[#5b2a86]"
              />
              <span className="text-sm">
                <span className="block font-semibold">{t(m.label)}</span>
                <span className="block text-muted">{t(m.hint)}</span>
              </span>
            </label>
            );
          })}
        </div>
        {codReason && (
          <p id="cod-reason" className="mt-3 text-sm text-ink" data-testid="cod-reason">
            {codReason}
          </p>
        )}
        <DeliveryNotice check={delivery} cod={method === PAYMENT_METHOD.COD} />
      </fieldset>
      <QueueNotice waiting={waiting} />
      <button
        type="button"
        onClick={onCheckout}
        disabled={busy || waiting !== null}
        aria-describedby={waiting ? QUEUE_WHY_ID : undefined}
        className="mt-5 flex h-12 w-full items-center justify-center rounded-full bg-plum font-semibold text-white hover:bg-plum-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {waiting ? t('checkout.queueButton') : method === PAYMENT_METHOD.ONLINE ? t('checkout.initiatePayment') : t('checkout.checkout')}
      </button>
    </section>
  );
}
