import { formatINR } from '#lib/money';
import { orderNumber } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { RETURN_EVENT_TEMPLATES } from './return-templates';
import type { MessageTemplateName } from './templates';
import type { OrderEventKind } from '#lib/order-event-kinds';
import { localePath, type Locale } from '#lib/i18n/locales';

/** What a message may say about its order and the event it is about. */
export type EventContext = {
  orderId: string;
  customerName: string;
  paymentMethod: number;
  data: Record<string, unknown> | null;
  /** The shop's public address, for links that are ours (the COD confirmation page). */
  siteUrl: string;
  /** The signed confirmation link's token (only the COD confirmation request uses it). */
  codToken: () => string;
  /** The signed review link's token for an order delivered at `deliveredAt` (the review request uses it). */
  reviewToken: (deliveredAt: Date) => string;
  /** The shopper's language: the COD confirmation page opens in it (/ta/order/confirm/…). English when not given. */
  language?: Locale;
};

export type EventMessage = { template: MessageTemplateName; params: string[]; link?: string };

const firstName = (c: EventContext) => c.customerName.trim().split(/\s+/)[0] || c.customerName;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Which order events the shopper hears about, and in which words: event kind (as written in
 * order_events) → template and its parameters. A plain table, so a feature adds its own events
 * (returns, say) with one line each. Every event kind has its entry (the type says so): null
 * sends nothing.
 */
type Build = (c: EventContext) => EventMessage;
const returnTemplate = (kind: string): Build => (c) => returnMessage(c, RETURN_EVENT_TEMPLATES[kind]!);

export const EVENT_MESSAGES: Record<OrderEventKind, Build | null> = {
  // A COD order's first message is its confirmation request (thanks and the signed link in one).
  placed: (c) =>
    c.paymentMethod === PAYMENT_METHOD.COD
      ? {
          template: 'cod_confirmation_request',
          params: [firstName(c), orderNumber(c.orderId)],
          link: `${c.siteUrl.replace(/\/+$/, '')}${localePath(c.language ?? 'en', `/order/confirm/${c.codToken()}`)}`,
        }
      : { template: 'order_placed', params: [firstName(c), orderNumber(c.orderId)] },
  confirm: (c) => ({ template: 'order_confirmed', params: [firstName(c), orderNumber(c.orderId)] }),
  ship: (c) => ({
    template: 'order_shipped',
    params: [firstName(c), orderNumber(c.orderId), text(c.data?.courier), text(c.data?.awb)],
    link: text(c.data?.trackingUrl),
  }),
  outForDelivery: (c) => ({ template: 'out_for_delivery', params: [firstName(c), orderNumber(c.orderId)] }),
  deliver: (c) => ({ template: 'order_delivered', params: [firstName(c), orderNumber(c.orderId)] }),
  cancel: (c) => ({ template: 'order_cancelled', params: [firstName(c), orderNumber(c.orderId)] }),
  paymentRefunded: (c) => refunded(c),
  paymentPartiallyRefunded: (c) => refunded(c),
  returnRequested: returnTemplate('returnRequested'),
  returnApproved: returnTemplate('returnApproved'),
  returnRejected: returnTemplate('returnRejected'),
  returnPickupScheduled: returnTemplate('returnPickupScheduled'),
  returnReceived: returnTemplate('returnReceived'),
  exchangeShipped: returnTemplate('exchangeShipped'),
  returnRefunded: returnTemplate('returnRefunded'),
  // The signed review link is made by the reviews domain when it writes the event (its data.link).
  reviewRequested: (c) => ({
    template: 'review_request',
    params: [firstName(c), orderNumber(c.orderId)],
    link: `${c.siteUrl.replace(/\/+$/, '')}/review/${c.reviewToken(new Date(text(c.data?.deliveredAt)))}`,
  }),
  paymentSucceeded: null,
  paymentFailed: null,
  paymentRetried: null,
  codCollected: null,
  hold: null,
  release: null,
  partiallyFulfil: null,
  returnToOrigin: null,
  refundFailed: null,
  duplicatePaymentReceived: null,
  duplicatePaymentRefunded: null,
  courierUpdate: null,
  deliveryFailed: null,
  rtoInitiated: null,
  ndrReattempt: null,
  ndrReturn: null,
  payNowStarted: null,
  switchedToOnline: null,
  // The shopper hears of the money through the refund's own message (paymentPartiallyRefunded).
  orderChanged: null,
  goodwillRefunded: null,
  callNoAnswer: null,
  callWrongNumber: null,
};

function returnMessage(c: EventContext, t: (typeof RETURN_EVENT_TEMPLATES)[string]): EventMessage {
  const source = { order: { id: c.orderId, customerName: c.customerName }, data: c.data };
  const link = t.link?.(source);
  return { template: t.template, params: t.params(source), ...(link ? { link } : {}) };
}

function refunded(c: EventContext): EventMessage {
  const paise = typeof c.data?.amountPaise === 'number' ? c.data.amountPaise : 0;
  return { template: 'order_refunded', params: [firstName(c), orderNumber(c.orderId), formatINR(paise)] };
}

export function sendsMessage(kind: string): boolean {
  return Object.hasOwn(EVENT_MESSAGES, kind) && EVENT_MESSAGES[kind as OrderEventKind] !== null;
}
