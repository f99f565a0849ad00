import { describe, expect, test } from 'vitest';
import { shopperCancelRefusal } from '../../src/lib/order-cancel';

describe("the shopper's 'Cancel order' rule", () => {
  test('open before packing: Waiting For Confirmation (1) and Confirmed (2) only', () => {
    expect(shopperCancelRefusal(1)).toBeNull();
    expect(shopperCancelRefusal(2)).toBeNull();
  });

  test('every later status is refused in plain words', () => {
    expect(shopperCancelRefusal(3)).toBe('We have started packing this order, so it can no longer be cancelled. Please contact us if you need help with it.');
    expect(shopperCancelRefusal(4)).toBe('This order is on hold with our team, so it cannot be cancelled here. Please contact us and we will help.');
    expect(shopperCancelRefusal(5)).toBe('This order is already cancelled.');
    for (const status of [6, 7, 8]) {
      expect(shopperCancelRefusal(status)).toBe('This order has already left our warehouse, so it can no longer be cancelled.');
    }
  });
});
