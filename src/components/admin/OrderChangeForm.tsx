import { useEffect, useState } from 'react';
import { adminCall, type AdminAnswer } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from './form-styles';
import { formatINR2 } from '#lib/money';

/**
 * Changing an order before it ships (issue 28): each item's colour, size and quantity, or the
 * item removed with a reason. The server re-prices and settles the money; what it did (refunded,
 * to collect, owed) is said after the page reloads to show the changed order.
 */
/** One item of the order and what it may become (the server's changeChoices). */
export type LineChoices = {
  position: number;
  productName: string;
  colorVariantId: string;
  sizeName: string;
  quantity: number;
  colours: { id: string; name: string; sizes: { name: string; pricePaise: number; available: number }[] }[];
};

export const CHANGE_MESSAGE_KEY = 'kanmani-order-change-message';

/** Keeps the server's words across the reload that shows the changed order. */
export function reloadSaying(answer: AdminAnswer<unknown>) {
  try {
    sessionStorage.setItem(CHANGE_MESSAGE_KEY, answer.message);
  } catch {
    // Private mode without storage: the timeline still says what changed.
  }
  window.location.reload();
}

function LineEditor({ orderId, line, index, removable }: { orderId: string; line: LineChoices; index: number; removable: boolean }) {
  const [colour, setColour] = useState(line.colorVariantId);
  const [size, setSize] = useState(line.sizeName);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [reason, setReason] = useState('');
  const sizes = line.colours.find((c) => c.id === colour)?.sizes ?? [];
  const id = `line-${line.position}`;

  const change = useAdminSubmit(
    () => adminCall('POST', `/api/admin/orders/${orderId}/change-line`, { line: line.position, colorVariantId: colour, size, quantity: Number(quantity) }),
    { onDone: reloadSaying },
  );
  const remove = useAdminSubmit(() => adminCall('POST', `/api/admin/orders/${orderId}/remove-line`, { line: line.position, reason }), { onDone: reloadSaying });

  function pickColour(next: string) {
    setColour(next);
    const names = line.colours.find((c) => c.id === next)?.sizes.map((s) => s.name) ?? [];
    if (!names.includes(size)) setSize(names[0] ?? '');
  }

  return (
    <li className="space-y-3 py-3">
      <h3 className="font-semibold">
        Item {index + 1}: {line.productName}
      </h3>
      {line.colours.length === 0 ? (
        <p className="text-sm">This product is no longer sold, so its colour and size cannot change. The item can still be removed.</p>
      ) : (
        <form onSubmit={change.submit} noValidate aria-label={`Change item ${index + 1}`} className="grid gap-2 sm:grid-cols-[1fr_1fr_6rem_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-colour`} className={labelClass}>Colour</label>
            <select id={`${id}-colour`} value={colour} onChange={(e) => pickColour(e.target.value)} className={inputClass}>
              {line.colours.map((c) => (
                <option key={c.id} value={c.id}>{c.name}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-size`} className={labelClass}>Size</label>
            <select id={`${id}-size`} value={size} onChange={(e) => setSize(e.target.value)} className={inputClass}>
              {sizes.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}: {formatINR2(s.pricePaise)}, {s.available} left
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-quantity`} className={labelClass}>Quantity</label>
            <input id={`${id}-quantity`} type="number" inputMode="numeric" min={1} max={99} value={quantity} onChange={(e) => setQuantity(e.target.value)} className={inputClass} />
          </div>
          <button type="submit" disabled={change.busy} className={buttonClass}>
            {change.busy ? 'Saving…' : 'Save change'}
          </button>
          <div className="sm:col-span-4">
            <FormMessage error={change.error} />
          </div>
        </form>
      )}
      {removable && (
        <form onSubmit={remove.submit} noValidate aria-label={`Remove item ${index + 1}`} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-reason`} className={labelClass}>Reason for removing this item</label>
            <input id={`${id}-reason`} type="text" maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
          </div>
          <button type="submit" disabled={remove.busy} className={secondaryButtonClass}>
            {remove.busy ? 'Removing…' : 'Remove item'}
          </button>
          <div className="sm:col-span-2">
            <FormMessage error={remove.error} />
          </div>
        </form>
      )}
    </li>
  );
}

/** What the server said about the change just saved, once, after the reload (see reloadSaying). */
export function SavedMessage() {
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    try {
      setDone(sessionStorage.getItem(CHANGE_MESSAGE_KEY));
      sessionStorage.removeItem(CHANGE_MESSAGE_KEY);
    } catch {
      // No storage: nothing was kept.
    }
  }, []);
  return <div role="status" aria-live="polite">{done && <p className="rounded-md bg-paper p-2 text-sm font-medium">{done}</p>}</div>;
}

export default function OrderChangeForm({ orderId, lines, paidOnline }: { orderId: string; lines: LineChoices[]; paidOnline: boolean }) {
  return (
    <div className="space-y-2">
      <SavedMessage />
      <p className="text-sm">
        Pieces already bought keep the price paid; a new colour or size, or added pieces, cost today&apos;s price. Shipping and the cash-on-delivery charge stay as charged.{' '}
        {paidOnline
          ? 'This order was paid online: a lower total is refunded through the payment gateway at once; a higher total is owed by the shopper, and the shop has no pay link for it, so collect it yourself before shipping.'
          : 'A new total is what the courier collects on delivery.'}
      </p>
      <ul className="divide-y divide-line">
        {lines.map((line, index) => (
          <LineEditor key={line.position} orderId={orderId} line={line} index={index} removable={lines.length > 1} />
        ))}
      </ul>
      {lines.length === 1 && <p className="text-sm">This is the order&apos;s only item: to take it off, cancel the order instead.</p>}
    </div>
  );
}
