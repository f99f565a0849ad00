import { PAYMENT_METHOD } from './shipping';

/**
 * Order and payment status names and colours (spec section 4). Colours are Tailwind classes for
 * a badge: text and background pairs chosen for contrast on white.
 */
export type StatusLabel = { name: string; tone: 'blue' | 'yellow' | 'purple' | 'green' | 'red' | 'indigo' | 'teal' | 'orange' | 'gray' };

const ORDER_STATUSES: Record<number, StatusLabel> = {
  1: { name: 'Waiting For Confirmation', tone: 'blue' },
  2: { name: 'Confirmed', tone: 'yellow' },
  3: { name: 'Partially Fulfilled', tone: 'purple' },
  4: { name: 'On Hold', tone: 'green' },
  5: { name: 'Cancelled', tone: 'red' },
  // The life after confirmation (DESIGN.md 13), beside the spec's five.
  6: { name: 'Shipped', tone: 'indigo' },
  7: { name: 'Delivered', tone: 'teal' },
  8: { name: 'Returned to Origin', tone: 'orange' },
};

const PAYMENT_STATUS_NAMES: Record<number, string> = {
  1: 'Paid',
  2: 'Pending',
  3: 'Partially Paid',
  4: 'Refunded',
  5: 'Partially Refunded',
  6: 'Failed',
};

export const ORDER_STATUS = {
  WAITING: 1,
  CONFIRMED: 2,
  PARTIALLY_FULFILLED: 3,
  ON_HOLD: 4,
  CANCELLED: 5,
  SHIPPED: 6,
  DELIVERED: 7,
  RETURNED_TO_ORIGIN: 8,
} as const;
export const PAYMENT_STATUS = { PAID: 1, PENDING: 2, PARTIALLY_PAID: 3, REFUNDED: 4, PARTIALLY_REFUNDED: 5, FAILED: 6 } as const;

export function orderStatusLabel(status: number): StatusLabel {
  return ORDER_STATUSES[status] ?? { name: 'Unknown', tone: 'red' };
}

/** Every payment status but Paid is shown in red, as the spec says. */
export function paymentStatusLabel(status: number): StatusLabel {
  const name = PAYMENT_STATUS_NAMES[status] ?? 'Unknown';
  return { name, tone: status === PAYMENT_STATUS.PAID ? 'green' : 'red' };
}

/**
 * The payment badge of an order card. A cash-on-delivery order is Pending until the courier
 * collects, which is the normal course, so it reads as payment to come rather than as a fault.
 */
export function paymentBadge(paymentMethod: number, paymentStatus: number): StatusLabel & { note?: string } {
  if (paymentMethod === PAYMENT_METHOD.COD && paymentStatus === PAYMENT_STATUS.PENDING) {
    return { name: 'Payment: Pending', tone: 'gray', note: 'to pay on delivery' };
  }
  return paymentStatusLabel(paymentStatus);
}

export const TONE_CLASSES: Record<StatusLabel['tone'], string> = {
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  purple: 'bg-purple-100 text-purple-800',
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  indigo: 'bg-indigo-100 text-indigo-800',
  teal: 'bg-teal-100 text-teal-800',
  orange: 'bg-orange-100 text-orange-800',
  gray: 'bg-gray-100 text-gray-800',
};

/** Spec section 4: success when an online payment is Paid or a cash-on-delivery one is Pending. */
export function isSuccessfulOrder(paymentMethod: number, paymentStatus: number): boolean {
  return (
    (paymentMethod === PAYMENT_METHOD.ONLINE && paymentStatus === PAYMENT_STATUS.PAID) ||
    (paymentMethod === PAYMENT_METHOD.COD && paymentStatus === PAYMENT_STATUS.PENDING)
  );
}

/** The order number shown to shoppers: the last 5 characters of its id. */
export function orderNumber(id: string): string {
  return id.slice(-5);
}

/**
 * An online order that is neither paid nor moved on yet still waits for its payment, until its
 * payment window ends and it is cancelled (My Account offers 'Pay now' meanwhile).
 */
export function awaitsPayment(order: { paymentMethod: number; status: number; paymentStatus: number }): boolean {
  return (
    order.paymentMethod === PAYMENT_METHOD.ONLINE &&
    order.status === ORDER_STATUS.WAITING &&
    (order.paymentStatus === PAYMENT_STATUS.PENDING || order.paymentStatus === PAYMENT_STATUS.FAILED)
  );
}
