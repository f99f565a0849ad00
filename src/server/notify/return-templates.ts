import { orderNumber } from '#lib/order-status';
import { formatINR2 } from '#lib/money';

/**
 * The messages of a return or exchange (issue 18), in the shape of ORDER_TEMPLATES: each name is
 * registered as a DLT template with 2Factor and a UTILITY template with WhatsApp, `text` is the
 * English wording the dev outbox renders. RETURN_EVENT_TEMPLATES says which order event sends
 * which message and how its parameters come from the event, for the order-message wiring to use.
 */
export const RETURN_TEMPLATES = {
  return_requested: { params: 2, text: 'Hi {1}, we have your return or exchange request for order {2}. We will message you once it is reviewed.' },
  return_approved: { params: 2, text: 'Hi {1}, your return for order {2} is approved. We will book a pickup and send you its details.' },
  return_rejected: { params: 3, text: 'Hi {1}, we could not accept the return for order {2}: {3}' },
  return_pickup_scheduled: { params: 4, text: 'Hi {1}, the pickup for your return of order {2} is booked with {3}. AWB: {4}. Track it: {link}' },
  return_received: { params: 2, text: 'Hi {1}, we have received and checked the items you returned from order {2}.' },
  exchange_shipped: { params: 4, text: 'Hi {1}, your exchange for order {2} has shipped via {3}. AWB: {4}. Track it: {link}' },
  return_refunded: { params: 3, text: 'Hi {1}, we have refunded {3} for the items you returned from order {2}.' },
} as const satisfies Record<string, { params: number; text: string }>;

export type ReturnTemplateName = keyof typeof RETURN_TEMPLATES;

/** What a mapping reads: the order the event belongs to and the event's own data. */
export type ReturnEventSource = {
  order: { id: string; customerName: string };
  data: Record<string, unknown> | null;
};

type EventTemplate = {
  template: ReturnTemplateName;
  params: (e: ReturnEventSource) => string[];
  link?: (e: ReturnEventSource) => string | undefined;
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const base = (e: ReturnEventSource) => [firstName(e.order.customerName), orderNumber(e.order.id)];
const text = (e: ReturnEventSource, key: string) => String(e.data?.[key] ?? '');
const tracking = (e: ReturnEventSource) => (typeof e.data?.trackingUrl === 'string' ? e.data.trackingUrl : undefined);

/** Order event kind (src/lib/returns/return-types.ts RETURN_EVENT_KINDS) → the message it sends. */
export const RETURN_EVENT_TEMPLATES: Record<string, EventTemplate> = {
  returnRequested: { template: 'return_requested', params: base },
  returnApproved: { template: 'return_approved', params: base },
  returnRejected: { template: 'return_rejected', params: (e) => [...base(e), text(e, 'reason')] },
  returnPickupScheduled: { template: 'return_pickup_scheduled', params: (e) => [...base(e), text(e, 'courier'), text(e, 'awb')], link: tracking },
  returnReceived: { template: 'return_received', params: base },
  exchangeShipped: { template: 'exchange_shipped', params: (e) => [...base(e), text(e, 'courier'), text(e, 'awb')], link: tracking },
  returnRefunded: { template: 'return_refunded', params: (e) => [...base(e), formatINR2(Number(e.data?.amountPaise ?? 0))] },
};
