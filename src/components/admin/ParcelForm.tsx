import { useRef, useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import ConfirmMove from './ConfirmMove';
import { buttonClass, inputClass, labelClass } from './form-styles';

type Field = 'courier' | 'awb' | 'trackingUrl' | 'payoutReference';

/** Money an exchange to a cheaper size sends back as it ships: how much, and how (gateway, or the merchant's transfer to `payTo`). */
type MoneyBack = { amount: string; online: boolean; payTo: string | null };

/**
 * A parcel with a courier, AWB and tracking link, sent to `path`: a return's reverse pickup or
 * its exchange shipment. An exchange that pays a difference back asks first, naming the amount,
 * and for cash on delivery takes the transfer reference of the merchant's payment.
 */
export default function ParcelForm({ path, idPrefix, heading, button, moneyBack }: { path: string; idPrefix: string; heading: string; button: string; moneyBack?: MoneyBack }) {
  const [values, setValues] = useState<Record<Field, string>>({ courier: '', awb: '', trackingUrl: '', payoutReference: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [asking, setAsking] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { payoutReference: _reference, ...parcel } = values;
  const body = moneyBack && !moneyBack.online ? values : parcel;
  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', path, body), {
    onRefused: (r) => {
      const byField: Partial<Record<Field, string>> = {};
      for (const fe of r.errors ?? []) if (fe.path in values) byField[fe.path as Field] = fe.message;
      setErrors(byField);
      return Object.keys(byField).length ? 'Check the parcel details below.' : r.message;
    },
  });
  const field = (name: Field, label: string, type: string, hint: string) => (
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        type={type}
        required
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${idPrefix}-${name}-hint`}
        className={inputClass}
      />
      <p id={`${idPrefix}-${name}-hint`} className={errors[name] ? 'mt-1 text-sm text-error' : 'mt-1 text-sm text-muted'}>
        {errors[name] ?? hint}
      </p>
    </div>
  );
  const ask = moneyBack ? { question: `Ship the exchange and send ${moneyBack.amount} back to the shopper?`, yes: `Yes, ship and send ${moneyBack.amount}` } : null;
  return (
    <form
      ref={form}
      onSubmit={(e) => {
        if (ask && !asking) {
          e.preventDefault();
          setAsking(true);
          return;
        }
        setAsking(false);
        void submit(e);
      }}
      noValidate
      aria-labelledby={`${idPrefix}-heading`}
      className="space-y-3 rounded-md border border-line p-3"
    >
      <h3 id={`${idPrefix}-heading`} className="font-semibold">
        {heading}
      </h3>
      {moneyBack && (
        <p className="text-sm">
          The chosen sizes cost less: {moneyBack.amount} goes back to the shopper as the exchange ships,{' '}
          {moneyBack.online ? "through the gateway to the original payment." : `paid by you${moneyBack.payTo ? ` to ${moneyBack.payTo}` : ''} first.`}
        </p>
      )}
      {field('courier', 'Courier', 'text', 'For example Delhivery, Blue Dart or India Post.')}
      {field('awb', 'AWB number', 'text', '8 to 20 letters or digits, as printed on the airway bill.')}
      {field('trackingUrl', 'Tracking link', 'url', "The courier's https:// tracking page for this parcel.")}
      {moneyBack && !moneyBack.online && field('payoutReference', 'UPI or bank transfer reference', 'text', `The reference of your ${moneyBack.amount} payment to the shopper.`)}
      <FormMessage error={error} />
      {asking && ask ? (
        <ConfirmMove ask={ask} onYes={() => form.current?.requestSubmit()} onNo={() => setAsking(false)} />
      ) : (
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? 'Saving…' : button}
        </button>
      )}
    </form>
  );
}
