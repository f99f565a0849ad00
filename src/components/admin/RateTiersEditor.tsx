import { useState } from 'react';
import { adminCall } from './admin-api';
import { errorsByField } from './field-errors';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, secondaryButtonClass } from './form-styles';

type Tier = { weightInGrams: number; onlinePaymentRate: number; codRate: number };
type Row = { key: number; weight: string; online: string; cod: string };

const number = (s: string) => (s.trim() === '' ? null : Number(s));
const kg = (grams: number) => `${(grams / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 })} kg`;

/**
 * The shipping rate card: each row is a weight ceiling with its online and COD rates in rupees,
 * lightest first. The last row's ceiling is the heaviest parcel the shop accepts.
 */
export default function RateTiersEditor({ tiers }: { tiers: Tier[] }) {
  const [rows, setRows] = useState<Row[]>(tiers.map((t, i) => ({ key: i, weight: String(t.weightInGrams), online: String(t.onlinePaymentRate), cod: String(t.codRate) })));
  const [nextKey, setNextKey] = useState(tiers.length);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (key: number, field: 'weight' | 'online' | 'cod', value: string) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const last = rows.at(-1);
  const heaviest = last ? number(last.weight) : null;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(null);
    setFieldErrors({});
    const body = { tiers: rows.map((r) => ({ weightInGrams: number(r.weight), onlinePaymentRate: number(r.online), codRate: number(r.cod) })) };
    const answer = await adminCall('PUT', '/api/admin/shipping-tiers', body);
    setBusy(false);
    if (answer.status === 200) {
      setSaved(answer.message);
      return;
    }
    setFieldErrors(errorsByField(answer));
    setError(answer.errors?.[0]?.message ?? answer.message);
  }

  const cell = (r: Row, i: number, field: 'weight' | 'online' | 'cod', label: string, path: string) => {
    const id = `tier-${r.key}-${field}`;
    const err = fieldErrors[`tiers.${i}.${path}`];
    return (
      <td className="px-2 py-2 align-top">
        <label htmlFor={id} className="sr-only">Row {i + 1} {label}</label>
        <input
          id={id}
          type="number"
          inputMode={field === 'weight' ? 'numeric' : 'decimal'}
          value={r[field]}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-error` : undefined}
          onChange={(e) => change(r.key, field, e.target.value)}
          className={`${inputClass} mt-0 min-w-24`}
        />
        {err && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-error">{err}</p>}
      </td>
    );
  };

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <div className="relative overflow-x-auto rounded-(--radius-card) border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Shipping rate tiers, lightest first</caption>
          <thead className="bg-paper">
            <tr>
              <th scope="col" className="px-2 py-2">Row</th>
              <th scope="col" className="px-2 py-2">Up to (grams)</th>
              <th scope="col" className="px-2 py-2">Online rate (₹)</th>
              <th scope="col" className="px-2 py-2">COD rate (₹)</th>
              <th scope="col" className="px-2 py-2"><span className="sr-only">Remove</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.key} className="border-t border-line">
                <th scope="row" className="px-2 py-2 align-top font-medium">
                  {i + 1}
                  {i === rows.length - 1 && <span className="block text-xs font-normal text-muted">heaviest parcel</span>}
                </th>
                {cell(r, i, 'weight', 'weight ceiling in grams', 'weightInGrams')}
                {cell(r, i, 'online', 'online rate in rupees', 'onlinePaymentRate')}
                {cell(r, i, 'cod', 'COD rate in rupees', 'codRate')}
                <td className="px-2 py-2 align-top">
                  <button type="button" disabled={rows.length === 1} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} className={secondaryButtonClass}>
                    Remove row {i + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted">
        {heaviest !== null && Number.isFinite(heaviest) && heaviest > 0
          ? `The last row's ceiling, ${heaviest.toLocaleString('en-IN')} g (${kg(heaviest)}), is the heaviest parcel the shop accepts: heavier carts are asked to split the order.`
          : "The last row's ceiling is the heaviest parcel the shop accepts."}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => {
            setRows((rs) => [...rs, { key: nextKey, weight: '', online: '', cod: '' }]);
            setNextKey((k) => k + 1);
          }}
          className={secondaryButtonClass}
        >
          Add a tier
        </button>
        <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Saving…' : 'Save rates'}</button>
      </div>
      <FormMessage error={error} success={saved} />
    </form>
  );
}
