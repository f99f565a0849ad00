import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

type Field = 'courier' | 'awb' | 'trackingUrl';

/** A parcel with a courier, AWB and tracking link, sent to `path`: a return's reverse pickup or its exchange shipment. */
export default function ParcelForm({ path, idPrefix, heading, button }: { path: string; idPrefix: string; heading: string; button: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ courier: '', awb: '', trackingUrl: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', path, values), {
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
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-heading`} className="space-y-3 rounded-md border border-line p-3">
      <h3 id={`${idPrefix}-heading`} className="font-semibold">
        {heading}
      </h3>
      {field('courier', 'Courier', 'text', 'For example Delhivery, Blue Dart or India Post.')}
      {field('awb', 'AWB number', 'text', '8 to 20 letters or digits, as printed on the airway bill.')}
      {field('trackingUrl', 'Tracking link', 'url', "The courier's https:// tracking page for this parcel.")}
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Saving…' : button}
      </button>
    </form>
  );
}
