import { REASON_LABELS, STATUS_LABELS } from '#lib/returns/return-types';
import type { ShopperReturn } from '#lib/returns/return-view';
import { formatINR2 } from '#lib/money';
import { orderNumber } from '#lib/order-status';
import OrderTimeline from './OrderTimeline';

/** The shopper's return or exchange once asked: where it stands, each step so far, and what comes back to them. */
export default function ReturnSteps({ request }: { request: ShopperReturn }) {
  const what = request.kind === 'exchange' ? 'Exchange' : 'Return for a refund';
  return (
    <div className="space-y-3">
      <p>
        <span className="font-semibold">{what}</span> · {REASON_LABELS[request.reason]} ·{' '}
        <span className="font-semibold">Status: {STATUS_LABELS[request.status]}</span>
      </p>
      <ul className="list-disc pl-5 text-sm">
        {request.lines.map((l) => (
          <li key={l.orderItemId}>
            {l.quantity} × {l.productName} ({l.colorName}, size {l.sizeName})
            {l.exchangeLabel && <> → {l.exchangeLabel}</>}
          </li>
        ))}
      </ul>
      {request.rejectionReason && (
        <p className="rounded-lg border border-[#b42318] p-3 text-sm">
          <span className="font-semibold">Why we could not accept it:</span> {request.rejectionReason}
        </p>
      )}
      {request.pickup && (
        <p className="text-sm">
          Pickup by {request.pickup.courier}, AWB {request.pickup.awb}.{' '}
          <a className="font-semibold text-plum underline" href={request.pickup.trackingUrl} target="_blank" rel="noopener noreferrer">
            Track the pickup
          </a>
        </p>
      )}
      {request.payoutMasked && <p className="text-sm">Refund to: {request.payoutMasked}</p>}
      {request.refundMethod === 'original' && <p className="text-sm">Refund to: your original payment</p>}
      {request.refundAmount !== null && (
        <p className="text-sm">
          Refunded {formatINR2(Math.round(request.refundAmount * 100))}
          {request.creditNoteNumber && <> · Credit note {request.creditNoteNumber}</>}
        </p>
      )}
      {request.exchangeOrderId && (
        <p className="text-sm">
          Your exchange ships as{' '}
          <a className="font-semibold text-plum underline" href={`/profile/orders/${request.exchangeOrderId}`}>
            order #{orderNumber(request.exchangeOrderId)}
          </a>
          .
        </p>
      )}
      <OrderTimeline entries={request.steps} label="Return steps" />
    </div>
  );
}
