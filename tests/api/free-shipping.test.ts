import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { getDb, query } from '../../src/server/platform/db/client';
import { get, post } from '../support/api';
import { consoleHeaders, newStaff } from '../fixtures/staff';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

/**
 * Issue 32: the free-shipping promise is a merchant setting, and checkout keeps it. Rates: a 200 g
 * parcel is ₹39 online and ₹99 cash on delivery (the demo rate card).
 */
useTestDatabase();

const RULES = {
  source: 'zones',
  zones: [{ prefix: '', prepaidDays: 5, codDays: 6, codAllowed: true }],
  holidays: [],
  codMin: 0,
  codMax: null,
  blockedPincodes: [],
  blockedMobiles: [],
  rtoLimit: 2,
  codFee: 25,
};
const TAMIL_NADU_ONLINE = { states: ['Tamil Nadu'], payment: 'online', minOrder: 0 };

async function setRule(freeShipping: unknown, more: Record<string, unknown> = {}) {
  const owner = await newStaff('owner');
  const r = await post('/api/admin/settings/delivery', { ...RULES, ...more, freeShipping }, { headers: consoleHeaders(owner.cookie) });
  return { r, owner };
}

const CHENNAI = { city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincode: '600001' };
const BENGALURU = { city: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka', pincode: '560001' };

async function shopper(address: typeof CHENNAI) {
  const s = await newCustomer();
  const addressId = await newAddress(s.token, address);
  const p = await newProduct({ pricePaise: 49_900 });
  return Object.assign((figures: { subtotal: number; shippingCharge: number; total: number }, method: 1 | 2) =>
    post('/api/web/order/create', orderPayload([item(p)], addressId, figures, method), { token: s.token }), { token: s.token });
}

describe('the free-shipping rule', () => {
  test('is saved, read back and sent with the checkout rates', async () => {
    const { r, owner } = await setRule(TAMIL_NADU_ONLINE);
    expect(r.status, r.text).toBe(200);
    const read = await get('/api/admin/settings/delivery', { headers: consoleHeaders(owner.cookie) });
    expect(read.body.data.freeShipping).toEqual(TAMIL_NADU_ONLINE);
    const rates = await post('/api/web/order/shipping-cost', { weight: 200 });
    expect(rates.body.data).toEqual({ cod: 99, onlinePayment: 39, weight: 200, codFee: 25, freeShipping: TAMIL_NADU_ONLINE });
  });

  test('a Chennai (600001) online order pays ₹0 shipping; the same order at ₹39 is refused as a changed price', async () => {
    await setRule(TAMIL_NADU_ONLINE);
    const place = await shopper(CHENNAI);
    const charged = await place({ subtotal: 499, shippingCharge: 39, total: 538 }, 2);
    expect(charged.status).toBe(409);
    expect(charged.body.data).toMatchObject({ shippingCharge: 0, total: 499 });
    const free = await place({ subtotal: 499, shippingCharge: 0, total: 499 }, 2);
    expect(free.status, free.text).toBe(200);
  });

  test('cash on delivery to Chennai, and online to Bengaluru, pay their shipping', async () => {
    await setRule(TAMIL_NADU_ONLINE);
    const cod = await (await shopper(CHENNAI))({ subtotal: 499, shippingCharge: 99, total: 623 }, 1);
    expect(cod.status, cod.text).toBe(200);
    const online = await (await shopper(BENGALURU))({ subtotal: 499, shippingCharge: 39, total: 538 }, 2);
    expect(online.status, online.text).toBe(200);
  });

  test('a minimum order value: ₹499 of goods below a ₹500 minimum pays shipping', async () => {
    await setRule({ states: [], payment: 'any', minOrder: 500 });
    const place = await shopper(CHENNAI);
    expect((await place({ subtotal: 499, shippingCharge: 39, total: 538 }, 2)).status).toBe(200);
  });

  test('no rule (the default): a Chennai online order pays the rate card', async () => {
    await setRule(null);
    const place = await shopper(CHENNAI);
    expect((await place({ subtotal: 499, shippingCharge: 39, total: 538 }, 2)).status).toBe(200);
  });

  test('a bad rule is refused naming its field, and the saved one stays', async () => {
    const { owner } = await setRule(TAMIL_NADU_ONLINE);
    const bad = await post('/api/admin/settings/delivery', { ...RULES, freeShipping: { states: ['Tamil Nadu'], payment: 'sometimes', minOrder: 0 } }, { headers: consoleHeaders(owner.cookie) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('freeShipping.payment');
    const read = await get('/api/admin/settings/delivery', { headers: consoleHeaders(owner.cookie) });
    expect(read.body.data.freeShipping).toEqual(TAMIL_NADU_ONLINE);
  });

  test("'Pay now and save' on a Chennai COD order quotes no shipping: paid online, it is covered", async () => {
    await setRule(TAMIL_NADU_ONLINE, { prepaidDiscountPercent: 10 });
    const place = await shopper(CHENNAI);
    const cod = await place({ subtotal: 499, shippingCharge: 99, total: 623 }, 1);
    expect(cod.status, cod.text).toBe(200);
    const detail = await get(`/api/web/order/detail?orderId=${cod.body.data.orderId}`, { token: place.token });
    // ₹499 less 10% (₹49.90), no shipping, no COD charge: ₹449.10, ₹173.90 less than ₹623.
    expect(detail.body.data.payNow).toEqual({ total: 449.1, saving: 173.9, prepaidDiscount: 49.9, shippingCharge: 0 });
  });

  test('a saved rule renews the kept catalog pages (the product page and home cards print it): the catalog version moves', async () => {
    const version = async () => (await query<{ v: number }>(await getDb(), sql`select version::int as v from catalog_version`))[0]!.v;
    const before = await version();
    await setRule(TAMIL_NADU_ONLINE);
    expect(await version()).toBe(before + 1);
  });
});
