import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import TextField from './TextField';
import { buttonClass } from './form-styles';
import { DECLARATION_FIELDS, type GrievanceOfficer, type LegalSettings } from '#lib/validation/legal';

const OFFICER_FIELDS = [
  ['name', 'Name'],
  ['designation', 'Designation'],
  ['phone', 'Phone'],
  ['email', 'Email'],
] as const;

type Values = { defaults: Record<string, string>; officer: GrievanceOfficer };

/** Settings › Legal: the declarations' shop-wide defaults and the grievance officer; refusals show under their field. */
export default function LegalSettingsForm({ initial }: { initial: LegalSettings }) {
  const [values, setValues] = useState<Values>({
    defaults: Object.fromEntries(DECLARATION_FIELDS.map(([k]) => [k, initial.defaults[k] ?? ''])),
    officer: initial.grievanceOfficer ?? { name: '', designation: '', phone: '', email: '' },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  const { error, busy, submit } = useAdminSubmit(
    () => {
      setSaved(null);
      setErrors({});
      const officerEmpty = Object.values(values.officer).every((v) => v.trim() === '');
      return adminCall('POST', '/api/admin/settings/legal', { defaults: values.defaults, grievanceOfficer: officerEmpty ? null : values.officer });
    },
    {
      onDone: (r) => setSaved(r.message),
      onRefused: (r) => {
        const byPath: Record<string, string> = {};
        for (const e of r.errors ?? []) byPath[e.path] ??= e.message;
        setErrors(byPath);
        return r.errors?.length ? 'Correct the fields marked below.' : r.message;
      },
    },
  );

  return (
    <form method="post" onSubmit={submit} className="max-w-2xl space-y-6" noValidate>
      <fieldset className="space-y-4 rounded-(--radius-card) border border-line bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Product declarations: shop-wide defaults</legend>
        <p className="text-sm text-muted">Legal Metrology (Packaged Commodities) Rules, rule 6(10). Leave one empty to make every product declare its own.</p>
        {DECLARATION_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            id={`defaults-${key}`}
            label={label}
            value={values.defaults[key] ?? ''}
            error={errors[`defaults.${key}`]}
            onChange={(v) => setValues({ ...values, defaults: { ...values.defaults, [key]: v } })}
          />
        ))}
      </fieldset>
      <fieldset className="space-y-4 rounded-(--radius-card) border border-line bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Grievance officer</legend>
        <p className="text-sm text-muted">Consumer Protection (E-Commerce) Rules 2020: shown in the footer and on the contact page; complaints are acknowledged within 48 hours and resolved within a month.</p>
        {OFFICER_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            id={`officer-${key}`}
            label={`Grievance officer ${label.toLowerCase()}`}
            value={values.officer[key]}
            error={errors[`grievanceOfficer.${key}`]}
            onChange={(v) => setValues({ ...values, officer: { ...values.officer, [key]: v } })}
          />
        ))}
      </fieldset>
      <FormMessage error={error} success={saved} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Saving…' : 'Save legal settings'}
      </button>
    </form>
  );
}
