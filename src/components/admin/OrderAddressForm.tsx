import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import TextField from './TextField';
import { buttonClass } from './form-styles';
import { reloadSaying } from './OrderChangeForm';

type Address = { contactPerson: string; doorNo: string; address: string; landmark: string | null; city: string; district: string; state: string; pincode: string; mobile: string | null };

const FIELDS: { key: keyof Address; label: string; numeric?: boolean }[] = [
  { key: 'contactPerson', label: 'Contact person' },
  { key: 'doorNo', label: 'Door number' },
  { key: 'address', label: 'Street address' },
  { key: 'landmark', label: 'Landmark (optional)' },
  { key: 'city', label: 'City/Town' },
  { key: 'district', label: 'District' },
  { key: 'state', label: 'State' },
  { key: 'pincode', label: 'PIN Code', numeric: true },
  { key: 'mobile', label: 'Mobile number (optional)', numeric: true },
];

/** Changes the order's delivery address before it ships; each field's error shows beside it. */
export default function OrderAddressForm({ orderId, address }: { orderId: string; address: Address }) {
  const [values, setValues] = useState<Record<keyof Address, string>>(() => Object.fromEntries(FIELDS.map((f) => [f.key, address[f.key] ?? ''])) as Record<keyof Address, string>);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', `/api/admin/orders/${orderId}/address`, values), {
    onDone: reloadSaying,
    onRefused: (r) => {
      setFieldErrors(Object.fromEntries((r.errors ?? []).map((e) => [e.path, e.message])));
      return r.errors?.[0]?.message ?? r.message;
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change the delivery address" className="grid gap-2 sm:grid-cols-2">
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          id={`change-address-${f.key}`}
          label={f.label}
          value={values[f.key]}
          onChange={(v) => setValues((old) => ({ ...old, [f.key]: v }))}
          error={fieldErrors[f.key]}
          {...(f.numeric ? { inputMode: 'numeric' as const } : {})}
        />
      ))}
      <div className="sm:col-span-2">
        <FormMessage error={error} />
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? 'Saving…' : 'Save address'}
        </button>
      </div>
    </form>
  );
}
