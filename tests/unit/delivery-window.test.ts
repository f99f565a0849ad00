import { expect, test } from 'vitest';
import { expectedDelivery, formatDeliveryWindow } from '../../src/lib/delivery-window';
import { shopperTimeline } from '../../src/lib/order-timeline';

test('delivery is expected 3 to 7 India days after confirmation, or after placing while it waits', () => {
  const placed = new Date('2026-11-20T10:00:00Z');
  // 20:00 UTC on the 20th is already the 21st in India.
  expect(expectedDelivery(2, placed, new Date('2026-11-20T20:00:00Z'))).toEqual({ from: '2026-11-24', to: '2026-11-28' });
  expect(expectedDelivery(1, placed, null)).toEqual({ from: '2026-11-23', to: '2026-11-27' });
  expect(expectedDelivery(6, placed, null)).toEqual({ from: '2026-11-23', to: '2026-11-27' });
});

test('a delivered, returned or cancelled order has no expected delivery', () => {
  const at = new Date('2026-11-20T10:00:00Z');
  expect([5, 7, 8].map((s) => expectedDelivery(s, at, at))).toEqual([null, null, null]);
});

test('the window reads as days, with the year once unless it crosses one', () => {
  expect(formatDeliveryWindow({ from: '2026-11-24', to: '2026-11-28' })).toBe('24 Nov – 28 Nov 2026');
  expect(formatDeliveryWindow({ from: '2026-12-29', to: '2027-01-02' })).toBe('29 Dec 2026 – 2 Jan 2027');
});

test('the shopper timeline names what matters and leaves out internal events', () => {
  const at = '2026-11-20T10:00:00.000Z';
  const kinds = ['placed', 'paymentFailed', 'paymentRetried', 'paymentSucceeded', 'confirm', 'note', 'ship', 'duplicatePaymentRefunded', 'refundFailed', 'deliver', 'returnToOrigin', 'cancel', 'paymentRefunded'];
  expect(shopperTimeline(kinds.map((kind) => ({ kind, createdAt: at }))).map((e) => e.label)).toEqual([
    'Order placed',
    'Payment failed',
    'Payment received',
    'Order confirmed',
    'Shipped',
    'Delivered',
    'Returned to Kanmani',
    'Order cancelled',
    'Payment refunded',
  ]);
});
