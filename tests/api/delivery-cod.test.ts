import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { consoleHeaders, newStaff } from '../fixtures/staff';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

const RULES = {
  source: 'zones',
  zones: [
    { prefix: '6', prepaidDays: 3, codDays: 4, codAllowed: true },
    { prefix: '79', prepaidDays: 8, codDays: 9, codAllowed: false },
  ],
  holidays: ['2026-12-25'],
  codMin: 300,
  codMax: 5000,
  blockedPincodes: ['600017'],
  blockedMobiles: ['9000000001'],
  rtoLimit: 2,
};

async function setRules(overrides: Record<string, unknown> = {}) {
  const owner = await newStaff('owner');
  const r = await post('/api/admin/settings/delivery', { ...RULES, ...overrides }, { headers: consoleHeaders(owner.cookie) });
  expect(r.status).toBe(200);
  return owner;
}

/** A ₹499 leggings COD order (200 g: ₹99 COD shipping) to `pincode`. */
async function codOrder(opts: { pincode?: string; mobile?: string; quantity?: number; method?: 1 | 2 } = {}) {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token, { pincode: opts.pincode ?? '600040', mobile: opts.mobile ?? '9876543210' });
  const p = await newProduct({ pricePaise: 49_900 });
  const q = opts.quantity ?? 1;
  const method = opts.method ?? 1;
  // 200 g a piece: up to 999 g ₹99 COD / ₹39 online; up to 2,499 g ₹159 / ₹99.
  const shipping = q * 200 <= 999 ? (method === 1 ? 99 : 39) : method === 1 ? 159 : 99;
  return { shopper, addressId, p, post: () => post('/api/web/order/create', orderPayload([item(p, q)], addressId, { subtotal: 499 * q, shippingCharge: shipping, total: 499 * q + shipping }, method), { token: shopper.token }) };
}

describe('delivery and COD settings', () => {
  test('the demo defaults: all of India, COD allowed, no fee, no limits, no free shipping', async () => {
    const owner = await newStaff('owner');
    const r = await get('/api/admin/settings/delivery', { headers: consoleHeaders(owner.cookie) });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      source: 'zones',
      zones: [{ prefix: '', prepaidDays: 5, codDays: 6, codAllowed: true }],
      holidays: [],
      codMin: 0,
      codMax: null,
          blockedPincodes: [],
      blockedMobiles: [],
      rtoLimit: 2,
      codFee: null,
      prepaidDiscountPercent: 0,
      freeShipping: null,
    });
  });

  test('a save is audited with before and after', async () => {
    const owner = await setRules();
    const audit = await get('/api/admin/audit?entity=settings', { headers: consoleHeaders(owner.cookie) });
    expect(audit.body.data.rows[0]).toMatchObject({ action: 'delivery.settings', entityId: 'delivery', after: { codMaxPaise: 500_000, blockedPincodes: ['600017'] } });
  });

  test('bad settings are refused with the field named, and nothing changes', async () => {
    const owner = await setRules();
    const headers = consoleHeaders(owner.cookie);
    const upside = await post('/api/admin/settings/delivery', { ...RULES, codMin: 6000 }, { headers });
    expect(upside.status).toBe(400);
    expect(upside.body.errors).toContainEqual({ path: 'codMaxPaise', message: 'The COD maximum must not be below the minimum' });
    const badPin = await post('/api/admin/settings/delivery', { ...RULES, blockedPincodes: ['60001'] }, { headers });
    expect(badPin.status).toBe(400);
    expect(badPin.body.errors[0].message).toBe('A blocked PIN code is 6 digits');
    const badDate = await post('/api/admin/settings/delivery', { ...RULES, holidays: ['25-12-2026'] }, { headers });
    expect(badDate.status).toBe(400);
    expect((await get('/api/admin/settings/delivery', { headers })).body.data).toMatchObject({ codMin: 300, codMax: 5000, blockedPincodes: ['600017'], holidays: ['2026-12-25'] });
  });

  test('fulfilment and support staff cannot change them', async () => {
    for (const role of ['fulfilment', 'support'] as const) {
      const s = await newStaff(role);
      expect((await post('/api/admin/settings/delivery', RULES, { headers: consoleHeaders(s.cookie) })).status).toBe(403);
    }
  });
});

describe('GET /api/web/delivery/{pin}', () => {
  test('a served PIN gets its dates; an unserved one does not', async () => {
    await setRules();
    const served = await get('/api/web/delivery/600004?subtotal=499');
    expect(served.status).toBe(200);
    expect(served.body.data).toMatchObject({ pincode: '600004', serviceable: true, codAvailable: true, codReason: null });
    expect(served.body.data.prepaidDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const unserved = await get('/api/web/delivery/110001');
    expect(unserved.body.data).toEqual({ pincode: '110001', serviceable: false, prepaidDate: null, codDate: null, codAvailable: false, codReason: null });
    expect((await get('/api/web/delivery/11000')).status).toBe(400);
    // Not in the India Post directory: no post office delivers there, whatever the zones say.
    expect((await get('/api/web/delivery/699999')).body.data.serviceable).toBe(false);
  });

  test('over the COD maximum the reason is given', async () => {
    await setRules();
    const r = await get('/api/web/delivery/600004?subtotal=5001');
    expect(r.body.data).toMatchObject({ serviceable: true, codAvailable: false, codReason: 'Cash on delivery is available on orders up to ₹5,000. Please pay online.' });
  });
});

describe('order/create applies the rules', () => {
  test('an unserviceable PIN is refused before the order is placed', async () => {
    await setRules();
    const o = await codOrder({ pincode: '110001' });
    const r = await o.post();
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('We do not deliver to this PIN code yet');
    const [n] = await query<{ n: number }>(await getDb(), sql`select count(*)::int as n from orders where customer_id = ${o.shopper.id}`);
    expect(n!.n).toBe(0);
  });

  test('each COD rule refuses with its own words; online payment still goes through', async () => {
    await setRules({ codMin: 500 });
    const small = await (await codOrder()).post();
    expect(small.status).toBe(422);
    expect(small.body.message).toBe('Cash on delivery is available on orders of ₹500 or more. Please pay online.');

    await setRules();
    const big = await (await codOrder({ quantity: 11 })).post();
    expect(big.body.message).toBe('Cash on delivery is available on orders up to ₹5,000. Please pay online.');
    const zone = await (await codOrder({ pincode: '791001' })).post();
    expect(zone.body.message).toBe('Cash on delivery is not available for this PIN code. Please pay online.');
    const pin = await (await codOrder({ pincode: '600017' })).post();
    expect(pin.body.message).toBe('Cash on delivery is not available for this PIN code. Please pay online.');
    const mobile = await (await codOrder({ mobile: '9000000001' })).post();
    expect(mobile.body.message).toBe('Cash on delivery is not available for this mobile number. Please pay online.');

    const online = await (await codOrder({ pincode: '600017', method: 2 })).post();
    expect(online.status).toBe(200);
  });

  test('the longest prefix decides: a COD zone inside a wider one without COD', async () => {
    await setRules({ zones: [...RULES.zones, { prefix: '791', prepaidDays: 5, codDays: 6, codAllowed: true }] });
    const r = await (await codOrder({ pincode: '791001' })).post();
    expect(r.status).toBe(200);
  });

  test('two COD orders returned to origin turn COD off for that customer', async () => {
    await setRules();
    const o = await codOrder();
    expect((await o.post()).status).toBe(200);
    const second = await post('/api/web/order/create', orderPayload([item(o.p, 2)], o.addressId, { subtotal: 998, shippingCharge: 99, total: 1097 }), { token: o.shopper.token });
    expect(second.status).toBe(200);
    await query(await getDb(), sql`update orders set status = 8 where customer_id = ${o.shopper.id}`);
    const third = await post('/api/web/order/create', orderPayload([item(o.p)], o.addressId, { subtotal: 499, shippingCharge: 99, total: 598 }), { token: o.shopper.token });
    expect(third.status).toBe(422);
    expect(third.body.message).toBe('Cash on delivery is not available on your account because earlier cash-on-delivery orders were returned. Please pay online.');
    const check = await get('/api/web/delivery/600040?subtotal=499', { token: o.shopper.token });
    expect(check.body.data.codAvailable).toBe(false);
  });
});
