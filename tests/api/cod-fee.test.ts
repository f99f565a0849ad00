import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { invoices, orders } from '../../src/server/platform/db/schema';
import { runSimpleAction, shipOrder } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { consoleHeaders, newStaff } from '../fixtures/staff';
import { signConfirmationToken } from '../../src/server/cod/confirmation-link';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

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
};

async function setCodFee(codFee: number | null) {
  const owner = await newStaff('owner');
  const r = await post('/api/admin/settings/delivery', { ...RULES, codFee }, { headers: consoleHeaders(owner.cookie) });
  expect(r.status).toBe(200);
  return owner;
}

const ctx: StaffActionContext = { staff: { id: 'staff-9', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' }, audit: async () => {} };
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV87654321', trackingUrl: 'https://www.delhivery.com/track/package/DLV87654321' };

/** Two pieces at `pricePaise` (200 g each: ₹99 COD, ₹39 online shipping) for a new shopper in Tamil Nadu. */
async function shopperWithCart(pricePaise: number) {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const p = await newProduct({ pricePaise });
  const place = (figures: { subtotal: number; shippingCharge: number; total: number }, method: 1 | 2 = 1) =>
    post('/api/web/order/create', orderPayload([item(p, 2)], addressId, figures, method), { token: shopper.token });
  return { shopper, place };
}

describe('the COD charge setting', () => {
  test('is saved in rupees, read back, and audited', async () => {
    const owner = await setCodFee(30);
    const read = await get('/api/admin/settings/delivery', { headers: consoleHeaders(owner.cookie) });
    expect(read.body.data).toMatchObject({ codFee: 30, prepaidDiscountPercent: 0 });
    const audit = await get('/api/admin/audit?entity=settings', { headers: consoleHeaders(owner.cookie) });
    expect(audit.body.data.rows[0]).toMatchObject({ action: 'delivery.settings', after: { codFeePaise: 3_000 } });
  });

  test('a bad charge is refused with a clear message and nothing changes', async () => {
    const owner = await setCodFee(30);
    const headers = consoleHeaders(owner.cookie);
    const tiny = await post('/api/admin/settings/delivery', { ...RULES, codFee: 0.5 }, { headers });
    expect(tiny.status).toBe(400);
    expect(tiny.body.errors).toContainEqual({ path: 'codFeePaise', message: 'Use a COD charge of at least ₹1, or leave it empty for none' });
    const huge = await post('/api/admin/settings/delivery', { ...RULES, codFee: 1500 }, { headers });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toContainEqual({ path: 'codFeePaise', message: 'Use a COD charge of at most ₹1,000' });
    const words = await post('/api/admin/settings/delivery', { ...RULES, codFee: 'thirty' }, { headers });
    expect(words.status).toBe(400);
    expect(words.body.errors[0].path).toBe('codFee');
    expect((await get('/api/admin/settings/delivery', { headers })).body.data.codFee).toBe(30);
  });

  test('the checkout rates carry it, and none means 0', async () => {
    await setCodFee(30);
    const r = await post('/api/web/order/shipping-cost', { weight: 400 });
    expect(r.body.data).toEqual({ cod: 99, onlinePayment: 39, weight: 400, codFee: 30, freeShipping: null });
    await setCodFee(null);
    expect((await post('/api/web/order/shipping-cost', { weight: 400 })).body.data.codFee).toBe(0);
  });

  test('a COD order pays it as its own figure inside the total; an online order does not', async () => {
    const owner = await setCodFee(30);
    const { shopper, place } = await shopperWithCart(49_900);
    const cod = await place({ subtotal: 998, shippingCharge: 99, total: 1127 });
    expect(cod.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, cod.body.data.orderId));
    expect(row).toMatchObject({ subtotalPaise: 99_800, shippingPaise: 9_900, codFeePaise: 3_000, totalPaise: 112_700 });
    const shown = await get(`/api/web/order/detail?orderId=${cod.body.data.orderId}`, { token: shopper.token });
    expect(shown.body.data.order).toMatchObject({ subtotal: 998, shippingCharge: 99, codFee: 30, total: 1127 });
    const staffView = await get(`/api/admin/orders/${cod.body.data.orderId}`, { headers: consoleHeaders(owner.cookie) });
    expect(staffView.body.data).toMatchObject({ subtotalPaise: 99_800, shippingPaise: 9_900, codFeePaise: 3_000, totalPaise: 112_700 });

    const online = await place({ subtotal: 998, shippingCharge: 39, total: 1037 }, 2);
    expect(online.status).toBe(200);
    const [onlineRow] = await db.select().from(orders).where(eq(orders.id, online.body.data.orderId));
    expect(onlineRow).toMatchObject({ codFeePaise: 0, totalPaise: 103_700 });
  });

  test('a COD order sent without the charge, or with an old one, gets the 409 with the figures and is not placed', async () => {
    await setCodFee(30);
    const { shopper, place } = await shopperWithCart(49_900);
    const stale = await place({ subtotal: 998, shippingCharge: 99, total: 1097 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The prices in your cart have changed. Check the new total and place the order again.');
    expect(stale.body.data).toEqual({ subtotal: 998, shippingCharge: 99, codFee: 30, total: 1127, totalWeight: 400 });
    const old = await place({ subtotal: 998, shippingCharge: 99, total: 1117 });
    expect(old.status).toBe(409);
    expect((await get('/api/web/order/history', { token: shopper.token })).body.data).toEqual([]);
  });
});

describe('the COD charge on the tax invoice', () => {
  async function shippedCodOrder(pricePaise: number, figures: { subtotal: number; shippingCharge: number; total: number }) {
    const { place } = await shopperWithCart(pricePaise);
    const r = await place(figures);
    expect(r.status).toBe(200);
    const orderId: string = r.body.data.orderId;
    await runSimpleAction(ctx, orderId, 'confirm');
    await shipOrder(ctx, orderId, SHIPMENT);
    const [invoice] = await (await getDb()).select().from(invoices).where(eq(invoices.orderId, orderId));
    return invoice!;
  }

  test('pieces of ₹1,050 are 5%, and the ₹30 charge is taxed at 5% beside shipping', async () => {
    await setCodFee(30);
    const invoice = await shippedCodOrder(105_000, { subtotal: 2100, shippingCharge: 99, total: 2229 });
    expect(invoice.particulars.charges).toEqual([
      expect.objectContaining({ kind: 'shipping', description: 'Shipping charges', hsn: '6104', grossPaise: 9_900, taxablePaise: 9_429, rateBp: 500, cgstPaise: 235, sgstPaise: 236, igstPaise: 0 }),
      expect.objectContaining({ kind: 'cod-fee', description: 'Cash on delivery charge', hsn: '6104', grossPaise: 3_000, taxablePaise: 2_857, rateBp: 500, cgstPaise: 71, sgstPaise: 72, igstPaise: 0 }),
    ]);
    expect(invoice).toMatchObject({ taxablePaise: 212_286, cgstPaise: 5_306, sgstPaise: 5_308, igstPaise: 0, totalPaise: 222_900 });
  });

  test('pieces of ₹3,000 are 18%, and so is the charge', async () => {
    await setCodFee(30);
    const invoice = await shippedCodOrder(300_000, { subtotal: 6000, shippingCharge: 99, total: 6129 });
    expect(invoice.particulars.charges[1]).toMatchObject({ kind: 'cod-fee', grossPaise: 3_000, taxablePaise: 2_542, rateBp: 1_800, cgstPaise: 229, sgstPaise: 229 });
    expect(invoice.totalPaise).toBe(612_900);
  });
});

describe('the COD confirmation link lists the COD charge (issue 32)', () => {
  test('items, shipping and the charge add up to what is paid on delivery', async () => {
    await setCodFee(30);
    const { place } = await shopperWithCart(49_900);
    const cod = await place({ subtotal: 998, shippingCharge: 99, total: 1127 });
    expect(cod.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, cod.body.data.orderId));
    const token = signConfirmationToken(row!.id, row!.createdAt);
    const view = await get(`/api/web/order/cod-confirmation?token=${token}`);
    expect(view.body.data).toMatchObject({ totalPaise: 112_700, shippingPaise: 9_900, codFeePaise: 3_000 });
    expect(view.body.data.lines.map((l: { lineTotalPaise: number }) => l.lineTotalPaise)).toEqual([99_800]);
  });
});
