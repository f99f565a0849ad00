/**
 * Every kind of order event the shop writes (order_events.kind), in one typed vocabulary
 * (issue 35). The console's words (server/orders/event-names.ts), the shopper's timeline words
 * (lib/order-timeline.ts) and the message templates (server/notify/event-messages.ts) are each a
 * Record keyed by this type, so a new kind without its entry in all three fails the type check.
 * The order machine's moves are kinds too: each move writes an event of its own name.
 */
export const ORDER_EVENT_KINDS = [
  'placed',
  // The order machine's moves.
  'paymentSucceeded',
  'paymentFailed',
  'paymentRetried',
  'paymentRefunded',
  'paymentPartiallyRefunded',
  'codCollected',
  'confirm',
  'hold',
  'release',
  'partiallyFulfil',
  'ship',
  'deliver',
  'returnToOrigin',
  'cancel',
  // Events that change no status.
  'refundFailed',
  'duplicatePaymentReceived',
  'duplicatePaymentRefunded',
  'courierUpdate',
  'outForDelivery',
  'deliveryFailed',
  'rtoInitiated',
  'ndrReattempt',
  'ndrReturn',
  'payNowStarted',
  'switchedToOnline',
  // Changes staff make before shipping, and goodwill refunds (issue 28).
  'orderChanged',
  'goodwillRefunded',
  // 'Call the customer': a call that reached nobody (the list's order comes from these).
  'callNoAnswer',
  'callWrongNumber',
  // A return's steps, written on its order.
  'returnRequested',
  'returnApproved',
  'returnRejected',
  'returnPickupScheduled',
  'returnReceived',
  'exchangeShipped',
  'returnRefunded',
  // Three days after delivery: the one message asking for reviews (issue 30).
  'reviewRequested',
] as const;

export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
