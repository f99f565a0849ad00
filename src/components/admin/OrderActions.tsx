import { useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { secondaryButtonClass } from './form-styles';
import ShipOrderForm from './ShipOrderForm';
import CourierShipForm from './CourierShipForm';
import CancelOrderForm from './CancelOrderForm';
import ConfirmMove from './ConfirmMove';
import { formatINR2 } from '#lib/money';

/** The order's money as the server's ledger counts it, in paise. */
export type LedgerView = { chargedPaise: number; collectedPaise: number; refundedPaise: number; owedPaise: number };

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
  ledger: LedgerView;
  /** the live courier that books shipments (e.g. 'Shiprocket'), or null when staff type the AWB */
  liveCourier?: string | null;
};

/** Moves that touch money ask first, naming the amount (issue 35). */
function questionFor(path: string, ledger: LedgerView): { question: string; yes: string } | null {
  if (path === 'cod-collected') return { question: `Mark ${formatINR2(ledger.chargedPaise)} collected?`, yes: `Yes, mark ${formatINR2(ledger.chargedPaise)} collected` };
  if (path === 'refund') {
    const back = ledger.collectedPaise - ledger.refundedPaise;
    return { question: `Send ${formatINR2(back)} back to the shopper?`, yes: `Yes, refund ${formatINR2(back)}` };
  }
  return null;
}

/** The order's actions; each posts JSON and reloads the page to show the new state and timeline. */
export default function OrderActions({ orderId, moves, canFulfil, canCancel, refundDue, ledger, liveCourier = null }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);

  function start(path: string) {
    if (questionFor(path, ledger)) {
      setAsking(path);
      return;
    }
    void run(path);
  }

  async function run(path: string) {
    setAsking(null);
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
            <button key={b.path} type="button" disabled={busy !== null} onClick={() => start(b.path)} className={secondaryButtonClass}>
              {busy === b.path ? 'Saving…' : b.label}
            </button>
          ))}
        </div>
      )}
      {refundable && (
        <button type="button" disabled={busy !== null} onClick={() => start('refund')} className={secondaryButtonClass}>
          {busy === 'refund' ? 'Sending…' : 'Send refund again'}
        </button>
      )}
      {asking && <ConfirmMove ask={questionFor(asking, ledger)!} onYes={() => void run(asking)} onNo={() => setAsking(null)} />}
      <FormMessage error={error} />
      {canShip && (liveCourier ? <CourierShipForm orderId={orderId} courier={liveCourier} /> : <ShipOrderForm orderId={orderId} />)}
      {cancellable && <CancelOrderForm orderId={orderId} refundPaise={ledger.collectedPaise - ledger.refundedPaise} />}
    </div>
  );
}
