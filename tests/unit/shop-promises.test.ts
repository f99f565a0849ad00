import { describe, expect, test } from 'vitest';
import { fillPromises, promiseTexts, type ShopPromises } from '../../src/lib/shop-promises';

const DEMO: ShopPromises = {
  freeShipping: null,
  codFeePaise: null,
  codOffered: true,
  returnDays: 7,
  prepaidDays: { min: 5, max: 5 },
  codDays: { min: 6, max: 6 },
  lowestOnlinePaise: 3_900,
  lowestCodPaise: 9_900,
};

describe('the promises every page prints come from the settings', () => {
  test('the demo settings', () => {
    expect(promiseTexts(DEMO)).toEqual({
      freeShipping: 'Shipping is charged on every order by its weight.',
      codCharge: 'Cash on delivery carries no extra charge beyond its shipping rate.',
      returnWindow: 'Exchange or return within 7 days of delivery.',
      returnDays: '7',
      deliveryTimes: 'Delivered in 5 working days when paid online and 6 with cash on delivery (Sundays and holidays excepted).',
      shippingRates: 'Shipping by weight: from ₹39 paid online, from ₹99 with cash on delivery.',
    });
  });
  test('a COD charge, the Tamil Nadu rule, zones of 2 to 5 days and a 10-day window', () => {
    const t = promiseTexts({
      ...DEMO,
      codFeePaise: 2_500,
      freeShipping: { states: ['Tamil Nadu'], payment: 'online', minOrderPaise: 0 },
      prepaidDays: { min: 2, max: 5 },
      codDays: { min: 3, max: 6 },
      returnDays: 10,
    });
    expect(t.codCharge).toBe('Cash on delivery carries a charge of ₹25 per order, shown as its own line before you pay.');
    expect(t.freeShipping).toBe('Free shipping on online payments to Tamil Nadu.');
    expect(t.deliveryTimes).toBe('Delivered in 2–5 working days when paid online and 3–6 with cash on delivery (Sundays and holidays excepted).');
    expect(t.returnWindow).toBe('Exchange or return within 10 days of delivery.');
  });
  test('no cash on delivery anywhere says so', () => {
    const t = promiseTexts({ ...DEMO, codOffered: false, codDays: null });
    expect(t.codCharge).toBe('Cash on delivery is not offered; please pay online.');
    expect(t.deliveryTimes).toBe('Delivered in 5 working days (Sundays and holidays excepted).');
    expect(t.shippingRates).toBe('Shipping by weight: from ₹39.');
  });
  test('content texts name the promises; unknown names stay as written', () => {
    const t = promiseTexts(DEMO);
    expect(fillPromises('Returns: {returnWindow} {unknown}', t)).toBe('Returns: Exchange or return within 7 days of delivery. {unknown}');
  });
});
