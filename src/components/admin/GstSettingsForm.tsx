import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

export type GstSettingsValues = { legalName: string; address: string; stateCode: string; gstin: string; invoicePrefix: string };

const FIELDS = ['legalName', 'address', 'stateCode', 'gstin', 'invoicePrefix'] as const;

/** The owner's GST registration form; each refused field shows the server's words under it. */
export default function GstSettingsForm({ initial, states }: { initial: GstSettingsValues; states: [code: string, name: string][] }) {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const set = (k: keyof GstSettingsValues) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });

  const { error, busy, submit } = useAdminSubmit(
    () => {
      setSaved(null);
      setFieldErrors({});
      return adminCall('POST', '/api/admin/gst/settings', values);
    },
    {
      onDone: (r) => setSaved(r.message),
      onRefused: (r) => {
        const byField: Partial<Record<(typeof FIELDS)[number], string>> = {};
        for (const e of r.errors ?? []) {
          const f = FIELDS.find((x) => e.path === x || e.path.endsWith(`.${x}`));
          if (f && !byField[f]) byField[f] = e.message;
        }
        setFieldErrors(byField);
        return r.errors?.length ? 'Correct the fields marked below.' : r.message;
      },
    },
  );

  const described = (k: (typeof FIELDS)[number]) => (fieldErrors[k] ? { 'aria-invalid': true, 'aria-describedby': `${k}-error` } : {});
  const fieldError = (k: (typeof FIELDS)[number]) =>
    fieldErrors[k] ? (
      <p id={`${k}-error`} className="mt-1 text-sm text-error">
        {fieldErrors[k]}
      </p>
    ) : null;

  return (
    <form method="post" onSubmit={submit} className="max-w-xl space-y-4" noValidate>
      <div>
        <label htmlFor="legalName" className={labelClass}>Legal name</label>
        <input id="legalName" autoComplete="organization" value={values.legalName} onChange={set('legalName')} className={inputClass} {...described('legalName')} />
        {fieldError('legalName')}
      </div>
      <div>
        <label htmlFor="address" className={labelClass}>Address of the principal place of business</label>
        <textarea id="address" rows={3} value={values.address} onChange={set('address')} className={inputClass} {...described('address')} />
        {fieldError('address')}
      </div>
      <div>
        <label htmlFor="stateCode" className={labelClass}>State of registration</label>
        <select id="stateCode" value={values.stateCode} onChange={set('stateCode')} className={inputClass} {...described('stateCode')}>
          <option value="">Choose the state</option>
          {states.map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </select>
        {fieldError('stateCode')}
      </div>
      <div>
        <label htmlFor="gstin" className={labelClass}>GSTIN</label>
        <input id="gstin" value={values.gstin} onChange={set('gstin')} className={`${inputClass} font-mono uppercase`} spellCheck={false} maxLength={20} {...described('gstin')} />
        {fieldError('gstin')}
      </div>
      <div>
        <label htmlFor="invoicePrefix" className={labelClass}>Invoice series prefix</label>
        <input id="invoicePrefix" value={values.invoicePrefix} onChange={set('invoicePrefix')} className={`${inputClass.replace("w-full", "w-32")} font-mono`} maxLength={3} aria-describedby={fieldErrors.invoicePrefix ? 'invoicePrefix-error prefix-hint' : 'prefix-hint'} aria-invalid={fieldErrors.invoicePrefix ? true : undefined} />
        <p id="prefix-hint" className="mt-1 text-sm text-muted">
          Invoices are numbered {values.invoicePrefix || 'KM'}/2627/00001 and credit notes {values.invoicePrefix || 'KM'}CN/2627/00001, from 1 again each April.
        </p>
        {fieldError('invoicePrefix')}
      </div>
      <FormMessage error={error} success={saved} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Saving…' : 'Save GST settings'}
      </button>
    </form>
  );
}
