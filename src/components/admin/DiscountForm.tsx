import { useState } from 'react';
import { adminCall } from './admin-api';
import { errorsByField } from './field-errors';
import FormMessage from './FormMessage';
import TextField from './TextField';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from './form-styles';
import { DISCOUNT_KINDS, type DiscountKindInput } from '#lib/validation/discounts';
import type { AdminDiscount } from '#lib/discount-types';

export type Choice = { id: string; name: string };

/** ISO time → the datetime-local text of India time ('2025-10-20T09:00'), as the form edits it. */
function localIst(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16);
}
const num = (s: string) => (s.trim() === '' ? null : Number(s));

/**
 * Creates or edits one discount code: what it takes off, when and how often it applies, and to
 * which products. Each refusal shows beside its field, in the label's words.
 */
export default function DiscountForm({ editing, products, categories, onCancel }: { editing: AdminDiscount | null; products: Choice[]; categories: Choice[]; onCancel: () => void }) {
  const e0 = editing;
  const [code, setCode] = useState(e0?.code ?? '');
  const [kind, setKind] = useState<DiscountKindInput>(e0?.kind ?? 'percent');
  const [value, setValue] = useState(e0 && e0.kind !== 'freeShipping' ? String(e0.value) : '');
  const [cap, setCap] = useState(e0?.cap === null || !e0 ? '' : String(e0.cap));
  const [minOrder, setMinOrder] = useState(e0 ? String(e0.minOrder) : '0');
  const [startsAt, setStartsAt] = useState(localIst(e0?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(localIst(e0?.endsAt ?? null));
  const [totalUses, setTotalUses] = useState(e0?.totalUses ? String(e0.totalUses) : '');
  const [perCustomer, setPerCustomer] = useState(e0?.usesPerCustomer ? String(e0.usesPerCustomer) : '');
  const [firstOrderOnly, setFirstOrderOnly] = useState(e0?.firstOrderOnly ?? false);
  const [combines, setCombines] = useState(e0?.combinesWithOffers ?? true);
  const [productIds, setProductIds] = useState<string[]>(e0?.productIds ?? []);
  const [categoryIds, setCategoryIds] = useState<string[]>(e0?.categoryIds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(ev: React.FormEvent) {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    const body = {
      code,
      kind,
      value: kind === 'freeShipping' ? 0 : (num(value) ?? Number.NaN),
      cap: kind === 'percent' ? num(cap) : null,
      minOrder: num(minOrder) ?? 0,
      startsAt,
      endsAt,
      totalUses: num(totalUses),
      usesPerCustomer: num(perCustomer),
      firstOrderOnly,
      productIds,
      categoryIds,
      combinesWithOffers: combines,
      paused: e0?.paused ?? false,
    };
    const r = e0 ? await adminCall('PATCH', `/api/admin/discounts/${e0.id}`, body) : await adminCall('POST', '/api/admin/discounts', body);
    if (r.status === 200 || r.status === 201) {
      window.location.reload();
      return;
    }
    setErrors(errorsByField(r));
    setError(r.message);
    setBusy(false);
  }

  const pick = (list: Choice[], chosen: string[], set: (ids: string[]) => void, id: string, label: string, hint: string) => (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      <select id={id} multiple size={4} value={chosen} aria-describedby={`${id}-hint`} onChange={(e) => set([...e.target.selectedOptions].map((o) => o.value))} className={inputClass}>
        {list.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">{hint}</p>
    </div>
  );

  return (
    <form onSubmit={save} noValidate className="space-y-4 rounded-(--radius-card) border border-line bg-white p-4" aria-labelledby="discount-form-title">
      <h2 id="discount-form-title" className="text-lg font-semibold">{e0 ? `Edit ${e0.code}` : 'New discount code'}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="d-code" label="Code" value={code} onChange={setCode} error={errors.code} hint="What shoppers type, like FIRST100. Capitals or small letters are the same code." />
        <div>
          <label htmlFor="d-kind" className={labelClass}>Kind</label>
          <select id="d-kind" value={kind} onChange={(e) => setKind(e.target.value as DiscountKindInput)} className={inputClass}>
            {Object.entries(DISCOUNT_KINDS).map(([k, label]) => <option key={k} value={k}>{label}</option>)}
          </select>
        </div>
        {kind !== 'freeShipping' && (
          <TextField id="d-value" label={kind === 'percent' ? 'Value (%)' : 'Value (₹)'} value={value} onChange={setValue} error={errors.value} inputMode="decimal" />
        )}
        {kind === 'percent' && <TextField id="d-cap" label="Cap (₹)" value={cap} onChange={setCap} error={errors.cap} inputMode="decimal" hint="The most it takes off. Empty for no cap." />}
        <TextField id="d-min" label="Minimum order (₹)" value={minOrder} onChange={setMinOrder} error={errors.minOrder} inputMode="decimal" hint="The goods' value the cart must reach. 0 for none." />
        <div>
          <label htmlFor="d-starts" className={labelClass}>Starts</label>
          <input id="d-starts" type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} aria-invalid={errors.startsAt ? true : undefined} aria-describedby={errors.startsAt ? 'd-starts-error' : 'd-when-hint'} className={inputClass} />
          {errors.startsAt && <p id="d-starts-error" className="mt-1 text-sm font-medium text-error">{errors.startsAt}</p>}
        </div>
        <div>
          <label htmlFor="d-ends" className={labelClass}>Ends</label>
          <input id="d-ends" type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} aria-invalid={errors.endsAt ? true : undefined} aria-describedby={errors.endsAt ? 'd-ends-error' : 'd-when-hint'} className={inputClass} />
          {errors.endsAt && <p id="d-ends-error" className="mt-1 text-sm font-medium text-error">{errors.endsAt}</p>}
        </div>
        <p id="d-when-hint" className="text-xs text-muted sm:col-span-2">India time. Empty Starts means at once; empty Ends means it never expires.</p>
        <TextField id="d-total" label="Total uses" value={totalUses} onChange={setTotalUses} error={errors.totalUses} inputMode="numeric" hint="Orders that may use it in all. Empty for no limit." />
        <TextField id="d-per" label="Uses per customer" value={perCustomer} onChange={setPerCustomer} error={errors.usesPerCustomer} inputMode="numeric" hint="Empty for no limit." />
        {pick(products, productIds, setProductIds, 'd-products', 'Products', 'None chosen: every product. Ctrl or ⌘ to choose several.')}
        {pick(categories, categoryIds, setCategoryIds, 'd-categories', 'Categories', 'None chosen: every category.')}
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={firstOrderOnly} onChange={(e) => setFirstOrderOnly(e.target.checked)} className="h-5 w-5 accent-plum" />
          First order only
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={combines} onChange={(e) => setCombines(e.target.checked)} className="h-5 w-5 accent-plum" />
          Combines with 'Buy N @ ₹X' offers
        </label>
      </div>
      <FormMessage error={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Saving…' : e0 ? 'Save code' : 'Add code'}</button>
        {e0 && <button type="button" onClick={onCancel} className={secondaryButtonClass}>Cancel editing</button>}
      </div>
    </form>
  );
}
