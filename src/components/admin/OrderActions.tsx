import { useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { secondaryButtonClass } from './form-styles';
import ShipOrderForm from './ShipOrderForm';
import CourierShipForm from './CourierShipForm';
import CancelOrderForm from './CancelOrderForm';

/** Each move the order page offers: its path, its button and whether it is open now. */
const BUTTONS = [
  { move: 'confirm', path: 'confirm', label: 'Confirm order' },
  { move: 'hold', path: 'hold', label: 'Put on hold' },
  { move: 'release', path: 'release', label: 'Release hold' },
  { move: 'partiallyFulfil', path: 'partially-fulfil', label: 'Mark partially fulfilled' },
  { move: 'deliver', path: 'deliver', label: 'Mark delivered' },
  { move: 'codCollected', path: 'cod-collected', label: 'Mark COD collected' },
  { move: 'returnToOrigin', path: 'return-to-origin', label: 'Mark returned to origin' },
] as const;

type Props = {
  orderId: string;
  /** move name → null when allowed now, else why not (from the server's transition table) */
  moves: Record<string, string | null>;
  canFulfil: boolean;
  canCancel: boolean;
  /** a cancelled order's refund the gateway has not accepted yet */
  refundDue: boolean;
  /** the live courier that books shipments (e.g. 'Shiprocket'), or null when staff type the AWB */
  liveCourier?: string | null;
};

/** The order's actions; each posts JSON and reloads the page to show the new state and timeline. */
export default function OrderActions({ orderId, moves, canFulfil, canCancel, refundDue, liveCourier = null }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(path: string) {
    setBusy(path);
    setError(null);
    const r = await adminCall('POST', `/api/admin/orders/${orderId}/${path}`, {});
    if (r.status === 200) {
      window.location.reload();
      return;
    }
    setError(r.message);
    setBusy(null);
  }

  const open = canFulfil ? BUTTONS.filter((b) => moves[b.move] === null) : [];
  const canShip = canFulfil && moves.ship === null;
  const cancellable = canCancel && moves.cancel === null;
  const refundable = canCancel && refundDue;
  if (open.length === 0 && !canShip && !cancellable && !refundable) return <p className="text-sm text-muted">No action is open for this order now.</p>;
  return (
    <div className="space-y-4">
      {open.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {open.map((b) => (
            <button key={b.path} type="button" disabled={busy !== null} onClick={() => void run(b.path)} className={secondaryButtonClass}>
              {busy === b.path ? 'Saving…' : b.label}
            </button>
          ))}
        </div>
      )}
      {refundable && (
        <button type="button" disabled={busy !== null} onClick={() => void run('refund')} className={secondaryButtonClass}>
          {busy === 'refund' ? 'Sending…' : 'Send refund again'}
        </button>
      )}
      <FormMessage error={error} />
      {canShip && (liveCourier ? <CourierShipForm orderId={orderId} courier={liveCourier} /> : <ShipOrderForm orderId={orderId} />)}
      {cancellable && <CancelOrderForm orderId={orderId} />}
    </div>
  );
}
