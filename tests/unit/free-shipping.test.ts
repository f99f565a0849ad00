import { describe, expect, test } from 'vitest';
import { freeShippingSentence, shipsFree, type FreeShippingRule } from '../../src/lib/free-shipping';
import { PAYMENT_METHOD } from '../../src/lib/shipping';

const TN: FreeShippingRule = { states: ['Tamil Nadu'], payment: 'online', minOrderPaise: 0 };

describe('the free-shipping rule', () => {
  test('an online order to Tamil Nadu ships free; cash on delivery there does not', () => {
    expect(shipsFree(TN, { state: 'Tamil Nadu', method: PAYMENT_METHOD.ONLINE, goodsPaise: 44_900 })).toBe(true);
    expect(shipsFree(TN, { state: 'tamil nadu ', method: PAYMENT_METHOD.ONLINE, goodsPaise: 44_900 })).toBe(true);
    expect(shipsFree(TN, { state: 'Tamil Nadu', method: PAYMENT_METHOD.COD, goodsPaise: 44_900 })).toBe(false);
  });
  test('another state, or no state, pays shipping', () => {
    expect(shipsFree(TN, { state: 'Karnataka', method: PAYMENT_METHOD.ONLINE, goodsPaise: 44_900 })).toBe(false);
    expect(shipsFree(TN, { state: null, method: PAYMENT_METHOD.ONLINE, goodsPaise: 44_900 })).toBe(false);
  });
  test('a minimum order value: ₹999 ships free, ₹998 does not', () => {
    const rule: FreeShippingRule = { states: [], payment: 'any', minOrderPaise: 99_900 };
    expect(shipsFree(rule, { state: 'Assam', method: PAYMENT_METHOD.COD, goodsPaise: 99_900 })).toBe(true);
    expect(shipsFree(rule, { state: 'Assam', method: PAYMENT_METHOD.COD, goodsPaise: 99_800 })).toBe(false);
  });
  test('no rule: nothing ships free', () => {
    expect(shipsFree(null, { state: 'Tamil Nadu', method: PAYMENT_METHOD.ONLINE, goodsPaise: 1_00_000 })).toBe(false);
  });
  test('the sentence every page prints', () => {
    expect(freeShippingSentence(TN)).toBe('Free shipping on online payments to Tamil Nadu.');
    expect(freeShippingSentence({ states: [], payment: 'any', minOrderPaise: 99_900 })).toBe('Free shipping on every order of ₹999 or more anywhere in India.');
    expect(freeShippingSentence({ states: ['Tamil Nadu', 'Kerala', 'Puducherry'], payment: 'online', minOrderPaise: 0 })).toBe(
      'Free shipping on online payments to Tamil Nadu, Kerala and Puducherry.',
    );
    expect(freeShippingSentence(null)).toBe('Shipping is charged on every order by its weight.');
  });
});
