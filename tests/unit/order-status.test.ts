import { describe, expect, test } from 'vitest';
import { awaitsPayment, isSuccessfulOrder, orderNumber, orderStatusLabel, paymentBadge, paymentStatusLabel } from '../../src/lib/order-status';

describe('order status names and colours (spec section 4)', () => {
  test.each([
    [1, 'Waiting For Confirmation', 'blue'],
    [2, 'Confirmed', 'yellow'],
    [3, 'Partially Fulfilled', 'purple'],
    [4, 'On Hold', 'green'],
    [5, 'Cancelled', 'red'],
    [6, 'Shipped', 'indigo'],
    [7, 'Delivered', 'teal'],
    [8, 'Returned to Origin', 'orange'],
    [0, 'Unknown', 'red'],
    [9, 'Unknown', 'red'],
  ])('order status %i is %s (%s)', (status, name, tone) => {
    expect(orderStatusLabel(status)).toEqual({ name, tone });
  });

  test.each([
    [1, 'Paid', 'green'],
    [2, 'Pending', 'red'],
    [3, 'Partially Paid', 'red'],
    [4, 'Refunded', 'red'],
    [5, 'Partially Refunded', 'red'],
    [6, 'Failed', 'red'],
    [7, 'Unknown', 'red'],
  ])('payment status %i is %s (%s)', (status, name, tone) => {
    expect(paymentStatusLabel(status)).toEqual({ name, tone });
  });

  test('success is online Paid or cash on delivery Pending; anything else failed', () => {
    expect(isSuccessfulOrder(2, 1)).toBe(true);
    expect(isSuccessfulOrder(1, 2)).toBe(true);
    expect(isSuccessfulOrder(2, 2)).toBe(false);
    expect(isSuccessfulOrder(2, 6)).toBe(false);
    expect(isSuccessfulOrder(1, 1)).toBe(false);
  });

  test('the order number is the last 5 characters of the id', () => {
    expect(orderNumber('65f0c2a1b3d4e5f6a7b8c9d0')).toBe('8c9d0');
  });

  test('an online order waits for its payment while it is unconfirmed and not paid; cash on delivery never does', () => {
    expect(awaitsPayment({ paymentMethod: 2, status: 1, paymentStatus: 2 })).toBe(true);
    expect(awaitsPayment({ paymentMethod: 2, status: 1, paymentStatus: 6 })).toBe(true);
    expect(awaitsPayment({ paymentMethod: 2, status: 1, paymentStatus: 1 })).toBe(false);
    expect(awaitsPayment({ paymentMethod: 2, status: 5, paymentStatus: 6 })).toBe(false);
    expect(awaitsPayment({ paymentMethod: 1, status: 1, paymentStatus: 2 })).toBe(false);
  });
});

describe('the payment badge of an order card (issue 19)', () => {
  test('a cash-on-delivery order waiting for its money reads as payment to come, not a fault', () => {
    expect(paymentBadge(1, 2)).toEqual({ name: 'Payment: Pending', tone: 'gray', note: 'to pay on delivery' });
  });
  test('an online order pending payment keeps the spec name and red', () => {
    expect(paymentBadge(2, 2)).toEqual({ name: 'Pending', tone: 'red' });
    expect(paymentBadge(1, 1)).toEqual({ name: 'Paid', tone: 'green' });
  });
});
