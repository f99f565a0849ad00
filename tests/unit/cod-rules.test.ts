import { describe, expect, test } from 'vitest';
import { codRefusal } from '../../src/lib/delivery/cod-rules';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '../../src/lib/delivery/settings';

const rules: DeliverySettings = {
  ...DEFAULT_DELIVERY_SETTINGS,
  zones: [
    { prefix: '', prepaidDays: 5, codDays: 6, codAllowed: true },
    { prefix: '79', prepaidDays: 8, codDays: 9, codAllowed: false },
  ],
  codMinPaise: 30_000,
  codMaxPaise: 500_000,
  blockedPincodes: ['600017'],
  blockedMobiles: ['9000000001'],
  rtoLimit: 2,
};
const ok = { goodsPaise: 100_000, pincode: '600004', mobile: '9876543210', returnedCodOrders: 0 };

describe('why cash on delivery is not offered', () => {
  test('an ordinary order may pay on delivery', () => {
    expect(codRefusal(rules, ok)).toBeNull();
  });
  test('below the minimum', () => {
    expect(codRefusal(rules, { ...ok, goodsPaise: 29_900 })).toBe('Cash on delivery is available on orders of ₹300 or more. Please pay online.');
  });
  test('over the maximum', () => {
    expect(codRefusal(rules, { ...ok, goodsPaise: 500_100 })).toBe('Cash on delivery is available on orders up to ₹5,000. Please pay online.');
  });
  test('a blocked PIN code or a zone without COD', () => {
    expect(codRefusal(rules, { ...ok, pincode: '600017' })).toBe('Cash on delivery is not available for this PIN code. Please pay online.');
    expect(codRefusal(rules, { ...ok, pincode: '791001' })).toBe('Cash on delivery is not available for this PIN code. Please pay online.');
  });
  test('a blocked mobile number', () => {
    expect(codRefusal(rules, { ...ok, mobile: '9000000001' })).toBe('Cash on delivery is not available for this mobile number. Please pay online.');
  });
  test('two COD orders returned to origin', () => {
    expect(codRefusal(rules, { ...ok, returnedCodOrders: 1 })).toBeNull();
    expect(codRefusal(rules, { ...ok, returnedCodOrders: 2 })).toBe(
      'Cash on delivery is not available on your account because earlier cash-on-delivery orders were returned. Please pay online.',
    );
  });
});
