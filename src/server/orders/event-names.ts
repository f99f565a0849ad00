import { orderStatusLabel, paymentStatusLabel } from '#lib/order-status';
import type { OrderEventKind } from '#lib/order-event-kinds';

/** How the console names an order event: the move and, for a change of status, from what to what. */
const NAMES: Record<OrderEventKind, string> = {
  placed: 'Order placed',
  paymentSucceeded: 'Payment received',
  paymentFailed: 'Payment failed',
  paymentRetried: 'Payment tried again',
  paymentRefunded: 'Payment refunded',
  paymentPartiallyRefunded: 'Payment partly refunded',
  codCollected: 'Cash on delivery collected',
  confirm: 'Confirmed',
  hold: 'Put on hold',
  release: 'Hold released',
  partiallyFulfil: 'Partially fulfilled',
  ship: 'Shipped',
  deliver: 'Delivered',
  returnToOrigin: 'Returned to origin',
  cancel: 'Cancelled',
  refundFailed: 'Refund failed at the gateway',
  duplicatePaymentReceived: 'Payment arrived for an order already paid or cancelled',
  duplicatePaymentRefunded: 'Duplicate payment refunded',
  courierUpdate: 'Courier update',
  outForDelivery: 'Out for delivery',
  deliveryFailed: 'Delivery attempt failed',
  rtoInitiated: 'Courier started the return to origin',
  ndrReattempt: 'Asked the courier to deliver again',
  ndrReturn: 'Asked the courier to return the parcel',
  payNowStarted: 'Pay now and save started',
  switchedToOnline: 'Switched from cash on delivery to online payment',
  orderChanged: 'Order changed',
  goodwillRefunded: 'Goodwill refund',
  callNoAnswer: 'Called the customer: no answer',
  callWrongNumber: 'Called the customer: wrong number',
  returnRequested: 'Return or exchange requested',
  returnApproved: 'Return approved',
  returnRejected: 'Return rejected',
  returnPickupScheduled: 'Return pickup scheduled',
  returnReceived: 'Return received and checked',
  exchangeShipped: 'Exchange shipped',
  returnRefunded: 'Return refunded',
  reviewRequested: 'Asked the customer for reviews',
};

type EventView = { kind: string; fromStatus: number | null; toStatus: number | null; fromPaymentStatus: number | null; toPaymentStatus: number | null; data: Record<string, unknown> | null };

export function describeEvent(e: EventView): string {
  const name = (NAMES as Record<string, string>)[e.kind] ?? e.kind;
  const courier = e.kind === 'ship' && e.data ? ` with ${String(e.data.courier ?? '')}, AWB ${String(e.data.awb ?? '')}` : '';
  // A courier's own status words, as the tracking webhook gave them.
  if (e.kind === 'courierUpdate' && typeof e.data?.courierStatus === 'string') return `${name}: ${e.data.courierStatus}`;
  if (e.kind === 'callNoAnswer' && typeof e.data?.hours === 'number') return `${name}, call again in ${e.data.hours} hours`;
  if (e.fromStatus !== null && e.toStatus !== null) {
    return `${name}${courier} (${orderStatusLabel(e.fromStatus).name} → ${orderStatusLabel(e.toStatus).name})`;
  }
  if (e.fromPaymentStatus !== null && e.toPaymentStatus !== null) {
    return `${name} (payment ${paymentStatusLabel(e.fromPaymentStatus).name} → ${paymentStatusLabel(e.toPaymentStatus).name})`;
  }
  return name;
}
