import { useId } from 'react';
import { inputClass, labelClass, secondaryButtonClass } from './form-styles';
import type { ZoneCovers } from '#lib/delivery/zone-rows';

/**
 * The delivery zones as a table the merchant edits row by row: what a row covers (PIN codes
 * starting with a prefix, chosen states, or the rest of India), the working days paid online and
 * with cash on delivery, and whether cash on delivery is offered. Row order does not matter: a
 * PIN prefix beats a state, and a state beats the rest of India.
 */
export type ZoneRow = { key: string; covers: ZoneCovers; prefix: string; states: string[]; prepaidDays: string; codDays: string; codAllowed: boolean };
type StoredZone = { prefix: string; states?: string[] | undefined; prepaidDays: number; codDays: number; codAllowed: boolean };

let keys = 0;
const nextKey = () => `z${++keys}`;

export function rowsOf(zones: readonly StoredZone[]): ZoneRow[] {
  return zones.map((z) => ({
    key: nextKey(),
    covers: z.states?.length ? 'states' : z.prefix ? 'pin' : 'rest',
    prefix: z.prefix,
    states: z.states ?? [],
    prepaidDays: String(z.prepaidDays),
    codDays: String(z.codDays),
    codAllowed: z.codAllowed,
  }));
}

/** Typed days as numbers; text that is no number goes as typed, so the server's message names the column. */
const days = (text: string) => (text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text);

export function zonesBody(rows: readonly ZoneRow[]) {
  return rows.map((r) => ({
    covers: r.covers,
    ...(r.covers === 'pin' ? { prefix: r.prefix.trim() } : {}),
    ...(r.covers === 'states' ? { states: r.states } : {}),
    prepaidDays: days(r.prepaidDays),
    codDays: days(r.codDays),
    codAllowed: r.codAllowed,
  }));
}

const newRow = (covers: ZoneCovers): ZoneRow => ({ key: nextKey(), covers, prefix: '', states: [], prepaidDays: '5', codDays: '6', codAllowed: true });

export default function DeliveryZonesTable({ rows, onChange, states, errors }: { rows: ZoneRow[]; onChange: (rows: ZoneRow[]) => void; states: readonly string[]; errors: { path: string; message: string }[] }) {
  const base = useId();
  const set = (i: number, patch: Partial<ZoneRow>) => onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const errorOf = (i: number, field: string) => errors.find((e) => e.path === `zones.${i}.${field}`)?.message;
  const hasRest = rows.some((r) => r.covers === 'rest');

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        A PIN prefix covers every PIN code starting with it (600 is Chennai); a longer prefix beats a shorter one, a prefix beats a state, and a state beats
        the rest of India. Without a rest-of-India row, PIN codes in no row are not delivered to. Days are working days: Sundays and holidays are skipped.
      </p>
      {rows.length === 0 && <p className="text-sm font-medium">No zones: no PIN code is delivered to. Add a row.</p>}
      <ol className="space-y-3">
        {rows.map((r, i) => {
          const id = (field: string) => `${base}-${i}-${field}`;
          const n = i + 1;
          const field = (name: 'prepaidDays' | 'codDays', label: string) => {
            const error = errorOf(i, name);
            return (
              <div>
                <label htmlFor={id(name)} className={labelClass}>{label}<span className="sr-only">, zone row {n}</span></label>
                <input id={id(name)} type="text" inputMode="numeric" value={r[name]} onChange={(e) => set(i, { [name]: e.target.value })} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id(name)}-error` : undefined} />
                {error && <p id={`${id(name)}-error`} className="mt-1 text-sm font-medium text-error">{error}</p>}
              </div>
            );
          };
          const coversError = errorOf(i, 'covers');
          const prefixError = errorOf(i, 'prefix');
          const statesError = errorOf(i, 'states');
          const codError = errorOf(i, 'codAllowed');
          return (
            <li key={r.key}>
              <fieldset className="rounded-md border border-line bg-white p-3">
                <legend className="px-1 text-sm font-semibold">Zone row {n}</legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_1fr_8rem_8rem]">
                  <div>
                    <label htmlFor={id('covers')} className={labelClass}>Covers<span className="sr-only">, zone row {n}</span></label>
                    <select id={id('covers')} value={r.covers} onChange={(e) => set(i, { covers: e.target.value as ZoneCovers })} className={inputClass} aria-invalid={coversError ? true : undefined} aria-describedby={coversError ? `${id('covers')}-error` : undefined}>
                      <option value="pin">PIN codes starting with</option>
                      <option value="states">States</option>
                      <option value="rest">Rest of India</option>
                    </select>
                    {coversError && <p id={`${id('covers')}-error`} className="mt-1 text-sm font-medium text-error">{coversError}</p>}
                  </div>
                  <div>
                    {r.covers === 'pin' && (
                      <>
                        <label htmlFor={id('prefix')} className={labelClass}>PIN prefix<span className="sr-only">, zone row {n}</span></label>
                        <input id={id('prefix')} type="text" inputMode="numeric" maxLength={6} value={r.prefix} onChange={(e) => set(i, { prefix: e.target.value })} className={`${inputClass} font-mono`} aria-invalid={prefixError ? true : undefined} aria-describedby={prefixError ? `${id('prefix')}-error` : undefined} />
                        {prefixError && <p id={`${id('prefix')}-error`} className="mt-1 text-sm font-medium text-error">{prefixError}</p>}
                      </>
                    )}
                    {r.covers === 'states' && (
                      <details className="mt-1 rounded-md sm:mt-6 border border-gray-400 bg-white" open={r.states.length === 0}>
                        <summary className="cursor-pointer px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-plum">
                          {r.states.length === 0 ? 'Choose states' : `${r.states.length} chosen: ${r.states.join(', ')}`}
                          <span className="sr-only">, zone row {n}</span>
                        </summary>
                        <fieldset className="max-h-60 overflow-y-auto border-t border-line px-3 py-2" aria-describedby={statesError ? `${id('states')}-error` : undefined}>
                          <legend className="sr-only">States of zone row {n}</legend>
                          <div className="grid gap-1 sm:grid-cols-2">
                            {states.map((s) => (
                              <label key={s} className="flex items-center gap-2 text-sm">
                                <input type="checkbox" className="size-4 accent-plum" checked={r.states.includes(s)} onChange={(e) => set(i, { states: e.target.checked ? states.filter((x) => x === s || r.states.includes(x)) : r.states.filter((x) => x !== s) })} />
                                {s}
                              </label>
                            ))}
                          </div>
                        </fieldset>
                      </details>
                    )}
                    {r.covers === 'states' && statesError && <p id={`${id('states')}-error`} className="mt-1 text-sm font-medium text-error">{statesError}</p>}
                    {r.covers === 'rest' && <p className="text-sm sm:mt-7">Every PIN code no other row covers.</p>}
                  </div>
                  {field('prepaidDays', 'Days paid online')}
                  {field('codDays', 'Days with COD')}
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-4">
                  <label className="flex items-center gap-2 text-sm font-medium">
                    <input type="checkbox" className="size-4 accent-plum" checked={r.codAllowed} onChange={(e) => set(i, { codAllowed: e.target.checked })} aria-describedby={codError ? `${id('cod')}-error` : undefined} />
                    Cash on delivery offered<span className="sr-only"> in zone row {n}</span>
                  </label>
                  {codError && <p id={`${id('cod')}-error`} className="text-sm font-medium text-error">{codError}</p>}
                  <button type="button" className={`${secondaryButtonClass} ml-auto`} onClick={() => onChange(rows.filter((_, k) => k !== i))}>
                    Remove<span className="sr-only"> zone row {n}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {/* One add button per kind; a second rest-of-India row is not offered. */}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => onChange([...rows, newRow('pin')])}>Add a PIN prefix row</button>
        <button type="button" className={secondaryButtonClass} onClick={() => onChange([...rows, newRow('states')])}>Add a states row</button>
        {!hasRest && <button type="button" className={secondaryButtonClass} onClick={() => onChange([...rows, newRow('rest')])}>Add a rest of India row</button>}
      </div>
    </div>
  );
}
