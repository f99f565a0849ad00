import { useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import DiscountForm, { type Choice } from './DiscountForm';
import { secondaryButtonClass } from './form-styles';
import { formatINR } from '#lib/money';
import type { AdminDiscount } from '#lib/discount-types';

function offText(d: AdminDiscount): string {
  if (d.kind === 'freeShipping') return 'Free shipping';
  if (d.kind === 'flat') return `${formatINR(Math.round(d.value * 100))} off`;
  return `${d.value}% off${d.cap === null ? '' : `, at most ${formatINR(Math.round(d.cap * 100))}`}`;
}

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }) : null);

function windowText(d: AdminDiscount): string {
  const from = day(d.startsAt);
  const to = day(d.endsAt);
  if (!from && !to) return 'Always';
  if (!to) return `From ${from}`;
  return from ? `${from} to ${to}` : `Until ${to}`;
}

/** The console's discount codes: the list with pause and resume, and the form that adds or edits one. */
export default function DiscountCodes({ discounts, products, categories }: { discounts: AdminDiscount[]; products: Choice[]; categories: Choice[] }) {
  const [editing, setEditing] = useState<AdminDiscount | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function pause(d: AdminDiscount) {
    const r = await adminCall('POST', `/api/admin/discounts/${d.id}/pause`, { paused: !d.paused });
    if (r.status === 200) window.location.reload();
    else setError(r.message);
  }

  function edit(d: AdminDiscount) {
    setEditing(d);
    window.requestAnimationFrame(() => document.getElementById('d-code')?.focus());
  }

  return (
    <div className="space-y-6">
      {discounts.length === 0 ? (
        <p>No discount codes yet. Add the first one below.</p>
      ) : (
        <div className="rounded-(--radius-card) border border-line bg-white">
          <table className="stack-table w-full text-left text-sm" aria-label="Discount codes">
            <thead>
              <tr>
                <th scope="col" className="p-2">Code</th>
                <th scope="col" className="p-2">Takes off</th>
                <th scope="col" className="p-2">Minimum order</th>
                <th scope="col" className="p-2">When</th>
                <th scope="col" className="p-2">Used</th>
                <th scope="col" className="p-2">Status</th>
                <th scope="col" className="p-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {discounts.map((d) => (
                <tr key={d.id} className="border-t border-line">
                  <td data-label="Code" className="p-2 font-semibold">{d.code}</td>
                  <td data-label="Takes off" className="p-2">
                    {offText(d)}
                    {d.firstOrderOnly && <span className="block text-xs text-muted">First order only</span>}
                    {(d.productIds.length > 0 || d.categoryIds.length > 0) && <span className="block text-xs text-muted">Some products only</span>}
                    {!d.combinesWithOffers && <span className="block text-xs text-muted">Not with Buy N offers</span>}
                  </td>
                  <td data-label="Minimum order" className="tabular p-2">{d.minOrder > 0 ? formatINR(Math.round(d.minOrder * 100)) : 'None'}</td>
                  <td data-label="When" className="p-2">{windowText(d)}</td>
                  <td data-label="Used" className="tabular p-2">
                    {d.usedCount}
                    {d.totalUses !== null ? ` of ${d.totalUses}` : ''}
                    {d.usesPerCustomer !== null && <span className="block text-xs text-muted">{d.usesPerCustomer} per customer</span>}
                  </td>
                  <td data-label="Status" className="p-2">{d.paused ? 'Paused' : 'Active'}</td>
                  <td data-label="Actions" className="p-2">
                    <div className="flex flex-wrap gap-2">
                      <button type="button" onClick={() => edit(d)} className={secondaryButtonClass} aria-label={`Edit ${d.code}`}>Edit</button>
                      <button type="button" onClick={() => void pause(d)} className={secondaryButtonClass} aria-label={`${d.paused ? 'Resume' : 'Pause'} ${d.code}`}>
                        {d.paused ? 'Resume' : 'Pause'}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormMessage error={error} />
      <DiscountForm key={editing?.id ?? 'new'} editing={editing} products={products} categories={categories} onCancel={() => setEditing(null)} />
    </div>
  );
}
