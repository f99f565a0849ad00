/**
 * What a shopper is told about the life of their order: the events worth knowing, in plain
 * words. Staff notes, internal events (a duplicate payment refunded, a failed refund try) and
 * every event's data stay in the console.
 */
import type { OrderEventKind } from './order-event-kinds';

/** `kind` lets the shop word the entry in the page's language; `label` is its English. */
export type TimelineEntry = { kind: string; label: string; at: string };

/** Every event kind decides: its words for the shopper, or null for an event kept in the console. */
const SHOPPER_LABELS: Record<OrderEventKind, string | null> = {
  placed: 'Order placed',
  paymentSucceeded: 'Payment received',
  paymentFailed: 'Payment failed',
  paymentRetried: null,
  confirm: 'Order confirmed',
  hold: 'Order on hold',
  release: 'Order back in progress',
  partiallyFulfil: 'Part of the order packed',
  ship: 'Shipped',
  outForDelivery: 'Out for delivery',
  deliver: 'Delivered',
  codCollected: 'Cash on delivery paid',
  returnToOrigin: 'Returned to Kanmani',
  cancel: 'Order cancelled',
  paymentRefunded: 'Payment refunded',
  paymentPartiallyRefunded: 'Payment partly refunded',
  switchedToOnline: 'Switched to online payment',
  orderChanged: 'Order changed by Kanmani',
  goodwillRefunded: 'Goodwill refund from Kanmani',
  callNoAnswer: null,
  callWrongNumber: null,
  returnRequested: 'Return or exchange requested',
  returnApproved: 'Return approved',
  returnRejected: 'Return not accepted',
  returnPickupScheduled: 'Return pickup scheduled',
  returnReceived: 'Return received and checked',
  exchangeShipped: 'Exchange shipped',
  returnRefunded: 'Return refunded',
  refundFailed: null,
  duplicatePaymentReceived: null,
  duplicatePaymentRefunded: null,
  courierUpdate: null,
  deliveryFailed: null,
  rtoInitiated: null,
  ndrReattempt: null,
  ndrReturn: null,
  payNowStarted: null,
  reviewRequested: null,
};

export function shopperTimeline(events: readonly { kind: string; createdAt: Date | string }[]): TimelineEntry[] {
  return events.flatMap((e) => {
    const label = (SHOPPER_LABELS as Record<string, string | null>)[e.kind];
    if (!label) return [];
    return [{ kind: e.kind, label, at: typeof e.createdAt === 'string' ? e.createdAt : e.createdAt.toISOString() }];
  });
}
