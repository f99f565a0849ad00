import { useId, type ReactNode } from 'react';
import { inputClass, labelClass, secondaryButtonClass } from './form-styles';

/**
 * The product editor's building blocks: a titled section, a labelled field tied to its hint and
 * its error by the error's path, and the 'Buy N @ ₹X' offer rows.
 */
export type OfferDraft = { quantity: string; offerPrice: string; isVisible: boolean };

/** The id of the control an error path names, so the error list at the top can link to it. */
export const fieldId = (path: string) => `f-${path.replace(/\./g, '-')}`;

export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-(--radius-card) border border-line bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">{title}</h2>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {children}
    </section>
  );
}

type ControlProps = { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };

/** A labelled control with its hint and its error, tied together for screen readers. */
export function Field({ path, label, error, hint, children }: { path: string; label: string; error?: string; hint?: string; children: (p: ControlProps) => ReactNode }) {
  const id = fieldId(path);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-muted">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-error">{error}</p>}
    </div>
  );
}

/** 'Buy N @ ₹X' rows with visibility. */
export function Offers({ path, what, list, errorAt, onChange }: { path: string; what: string; list: OfferDraft[]; errorAt: (p: string) => string | undefined; onChange: (next: OfferDraft[]) => void }) {
  const edit = (i: number, patch: Partial<OfferDraft>) => onChange(list.map((o, k) => (k === i ? { ...o, ...patch } : o)));
  return (
    <div className="space-y-2">
      {list.map((o, i) => (
        <div key={i} className="flex flex-wrap items-end gap-3">
          <span className="mb-2 text-sm font-medium" aria-hidden="true">Buy</span>
          <Field path={`${path}.${i}.quantity`} label={`${what} ${i + 1}: quantity`} error={errorAt(`${path}.${i}.quantity`)}>
            {(p) => <input {...p} type="text" inputMode="numeric" value={o.quantity} onChange={(e) => edit(i, { quantity: e.target.value })} className={`${inputClass} w-24`} />}
          </Field>
          <span className="mb-2 text-sm font-medium" aria-hidden="true">@</span>
          <Field path={`${path}.${i}.offerPrice`} label="for ₹ (the lot)" error={errorAt(`${path}.${i}.offerPrice`)}>
            {(p) => <input {...p} type="text" inputMode="decimal" value={o.offerPrice} onChange={(e) => edit(i, { offerPrice: e.target.value })} className={`${inputClass} w-32`} />}
          </Field>
          <label className="mb-2 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={o.isVisible} onChange={(e) => edit(i, { isVisible: e.target.checked })} className="size-4 accent-plum" />
            Show a tile on the product page
          </label>
          <button type="button" className={`${secondaryButtonClass} mb-1`} onClick={() => onChange(list.filter((_, k) => k !== i))}>
            Remove<span className="sr-only"> {what.toLowerCase()} {i + 1}</span>
          </button>
        </div>
      ))}
      <button type="button" className={secondaryButtonClass} onClick={() => onChange([...list, { quantity: '', offerPrice: '', isVisible: true }])}>
        Add an offer<span className="sr-only"> ({what.toLowerCase()})</span>
      </button>
    </div>
  );
}
