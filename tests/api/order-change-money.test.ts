import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { creditNotes, invoices, orderItems, orders, refunds, sizes, sizeStock } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

/**
 * The money of order changes, goodwill refunds and returns against the ledger (refunded never
 * exceeds collected; a refund is on record with what caused it). The sandbox gateway can be made
 * to refuse refund calls (down) or to answer them FAILED; every figure is worked out by hand
 * (online shipping ₹39 up to 1 kg, no prepaid discount).
 */
const gatewayRefunds = vi.hoisted(() => ({ mode: 'ok' as 'ok' | 'down' | 'fail' }));

vi.mock('../../src/server/payments/sandbox', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/payments/sandbox')>();
  const { GatewayError } = await import('../../src/server/payments/gateway');
  return {
    ...real,
    sandboxGateway: (secret: string) => {
      const gateway = real.sandboxGateway(secret);
      return {
        ...gateway,
        async refund(attempt: Parameters<typeof gateway.refund>[0], amountPaise: number) {
          if (gatewayRefunds.mode === 'down') throw new GatewayError('connect ECONNREFUSED');
          if (gatewayRefunds.mode === 'fail') return { state: 'FAILED' as const, gatewayRefundId: 'SBXRFAILED' };
          return gateway.refund(attempt, amountPaise);
        },
      };
    },
  };
});

useTestDatabase();

let manager: TestStaff;
let packer: TestStaff;
let owner: TestStaff;
beforeAll(async () => {
  owner = await newStaff('owner');
  manager = await newStaff('manager');
  packer = await newStaff('fulfilment');
});
beforeEach(() => {
  gatewayRefunds.mode = 'ok';
});

const SHIP = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
const act = (orderId: string, path: string, body: unknown = {}, who: TestStaff = manager) => post(`/api/admin/orders/${orderId}/${path}`, body, { headers: consoleHeaders(who.cookie) });
const detail = async (id: string) => (await get(`/api/admin/orders/${id}`, { headers: consoleHeaders(manager.cookie) })).body.data;

async function place(lines: [TestProduct, number][], figures: { subtotal: number; shippingCharge: number; total: number }, method: 1 | 2) {
  const shopper = await newCustomer('Lakshmi Nair');
  const addressId = await newAddress(shopper.token);
  const r = await post('/api/web/order/create', orderPayload(lines.map(([p, q]) => item(p, q)), addressId, figures, method), { token: shopper.token });
  expect(r.status, r.text).toBe(200);
  const orderId = r.body.data.orderId as string;
  if (method === 2) {
    const attemptId = (r.body.data.paymentRedirectUrl as string).split('/').at(-1)!;
    const paid = await call('POST', `/api/web/payment/sandbox/${attemptId}`, { rawBody: 'outcome=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.status).toBeLessThan(400);
  }
  return { orderId, shopper };
}

async function refundRows(orderId: string) {
  const rows = await (await getDb()).select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.amountPaise));
  return rows.map((r) => [r.amountPaise, r.state]);
}

async function lines(id: string) {
  const rows = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position));
  return rows.map((l) => [l.sizeName, l.quantity, l.lineTotalPaise]);
}

/** A product sold in Black M at `m` paise and Black L at `l` paise. */
async function twoSizes(m: number, l: number) {
  const p = await newProduct({ pricePaise: m, stock: 10 });
  const db = await getDb();
  const largeId = newId();
  await db.insert(sizes).values({ id: largeId, colorVariantId: p.variantId, name: 'L', pricePaise: l, strikedPricePaise: l + 20_000, weightGrams: 200, position: 1 });
  await db.insert(sizeStock).values({ sizeId: largeId, onHand: 5 });
  return p;
}

describe('a change refunds what the shop holds beyond the new total, no more', () => {
  test('paid ₹1,000 for M; L at ₹1,200 leaves ₹200 owed; back to M at ₹1,000 refunds nothing and nothing is owed', async () => {
    const p = await twoSizes(96_100, 116_100);
    const { orderId } = await place([[p, 1]], { subtotal: 961, shippingCharge: 39, total: 1000 }, 2);
    const up = await act(orderId, 'change-line', { line: 0, colorVariantId: p.variantId, size: 'L', quantity: 1 });
    expect(up.status, up.text).toBe(200);
    expect(up.body.data).toMatchObject({ totalPaise: 120_000, owedPaise: 20_000, refund: null });
    expect((await detail(orderId)).ledger).toEqual({ chargedPaise: 120_000, collectedPaise: 100_000, refundedPaise: 0, owedPaise: 20_000 });
    const back = await act(orderId, 'change-line', { line: 0, colorVariantId: p.variantId, size: 'M', quantity: 1 });
    expect(back.status, back.text).toBe(200);
    expect(back.body.message).toBe('Order changed. The total is now ₹1,000.00, which the shopper has paid: nothing is owed and nothing is refunded.');
    expect(back.body.data).toMatchObject({ totalPaise: 100_000, owedPaise: 0, refund: null });
    expect(await refundRows(orderId)).toEqual([]);
    expect((await detail(orderId)).ledger).toEqual({ chargedPaise: 100_000, collectedPaise: 100_000, refundedPaise: 0, owedPaise: 0 });
  });

  test('a ₹400 change refund the gateway did not take stays due; the cancel then refunds only the other ₹600', async () => {
    const a = await newProduct({ pricePaise: 40_000, stock: 5 });
    const b = await newProduct({ pricePaise: 56_100, stock: 5 });
    const { orderId } = await place([[a, 1], [b, 1]], { subtotal: 961, shippingCharge: 39, total: 1000 }, 2);
    gatewayRefunds.mode = 'down';
    const removed = await act(orderId, 'remove-line', { line: 0, reason: 'Shopper asked by phone' });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.message).toBe("Order changed. The total is now ₹600.00, but the payment gateway did not accept the refund of ₹400.00 just now. Use 'Send refund again' on this page in a few minutes.");
    expect(await refundRows(orderId)).toEqual([[40_000, 'NEW']]);
    gatewayRefunds.mode = 'ok';
    const cancelled = await act(orderId, 'cancel', { reason: 'Shopper changed their mind' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await refundRows(orderId)).toEqual([[40_000, 'NEW'], [60_000, 'COMPLETED']]);
    const after = await detail(orderId);
    expect(after.ledger).toEqual({ chargedPaise: 0, collectedPaise: 100_000, refundedPaise: 100_000, owedPaise: 0 });
    // ₹400 is still with the shop: the order is Partially Refunded and the console offers the refund.
    expect(after.refundDue).toBe(true);
    const [o] = await (await getDb()).select().from(orders).where(eq(orders.id, orderId));
    expect(o!.paymentStatus).toBe(5);
    const again = await act(orderId, 'refund');
    expect(again.status, again.text).toBe(200);
    expect(await refundRows(orderId)).toEqual([[40_000, 'COMPLETED'], [60_000, 'COMPLETED']]);
    expect((await detail(orderId)).refundDue).toBe(false);
  });
});

describe('a goodwill refund the gateway refuses', () => {
  test('₹300 refused (FAILED) still counts: ₹300 more is refused (at most ₹188); sent again it goes, once', async () => {
    const p = await twoSizes(44_900, 44_900);
    const { orderId } = await place([[p, 1]], { subtotal: 449, shippingCharge: 39, total: 488 }, 2);
    expect((await act(orderId, 'confirm', {}, packer)).status).toBe(200);
    expect((await act(orderId, 'ship', SHIP, packer)).status).toBe(200);
    gatewayRefunds.mode = 'fail';
    const first = await act(orderId, 'goodwill-refund', { amount: 300, reason: 'Parcel arrived late' });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.refundState).toBe('FAILED');
    expect(await refundRows(orderId)).toEqual([[30_000, 'FAILED']]);
    expect((await detail(orderId)).ledger).toEqual({ chargedPaise: 48_800, collectedPaise: 48_800, refundedPaise: 30_000, owedPaise: 0 });
    const second = await act(orderId, 'goodwill-refund', { amount: 300, reason: 'Sorry again' });
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('A goodwill refund can be at most ₹188.00: what was paid less what was already refunded.');
    gatewayRefunds.mode = 'ok';
    const resent = await act(orderId, 'resend-refunds');
    expect(resent.status, resent.text).toBe(200);
    expect(await refundRows(orderId)).toEqual([[30_000, 'FAILED'], [30_000, 'COMPLETED']]);
    expect((await detail(orderId)).ledger).toEqual({ chargedPaise: 48_800, collectedPaise: 48_800, refundedPaise: 30_000, owedPaise: 0 });
    const notes = await (await getDb()).select().from(creditNotes).innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId)).where(eq(invoices.orderId, orderId));
    expect(notes.map((n) => n.credit_notes.totalPaise)).toEqual([30_000]);
    expect((await act(orderId, 'resend-refunds')).status).toBe(409);
  });
});

/**
 * A return's refund names its return, as a change's and a goodwill refund's name theirs: a refund
 * without a key is one per payment and amount, so any other refund of the same amount on the
 * payment would have answered its row and sent nothing. (The shop allows one return or exchange
 * per order today, so two returns of one order cannot be replayed.)
 */
describe("a return's refund", () => {
  test('a ₹500 piece returned goes back as its own ₹500 refund, named by the return', async () => {
    const p = await twoSizes(50_000, 50_000);
    const { orderId, shopper } = await place([[p, 2]], { subtotal: 1000, shippingCharge: 39, total: 1039 }, 2);
    for (const path of ['confirm', 'ship', 'deliver']) expect((await act(orderId, path, path === 'ship' ? SHIP : {}, packer)).status).toBe(200);
    const [line] = await (await getDb()).select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
    const asked = await post('/api/web/order/return/create', { orderId, kind: 'refund', reason: 'sizeTooBig', lines: [{ orderItemId: line!.id, quantity: 1 }] }, { token: shopper.token });
    expect(asked.status, asked.text).toBe(200);
    const id = asked.body.data.returnId as string;
    const headers = { headers: consoleHeaders(manager.cookie) };
    expect((await post(`/api/admin/returns/${id}/approve`, {}, headers)).status).toBe(200);
    expect((await post(`/api/admin/returns/${id}/receive`, { lines: [{ orderItemId: line!.id, outcome: 'restock' }] }, headers)).status).toBe(200);
    const refunded = await post(`/api/admin/returns/${id}/refund`, {}, headers);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.data).toEqual({ status: 'refunded', refundPaise: 50_000 });
    const rows = await (await getDb()).select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((r) => [r.amountPaise, r.state, r.merchantRefundId.endsWith(`-R${id.slice(0, 12)}-R50000`)])).toEqual([[50_000, 'COMPLETED', true]]);
    expect((await detail(orderId)).ledger).toEqual({ chargedPaise: 103_900, collectedPaise: 103_900, refundedPaise: 50_000, owedPaise: 0 });
  });
});

/** Delivery settings as the tests run them, with the 'Pay now and save' discount set per test. */
const DELIVERY = { source: 'zones', zones: [{ prefix: '', prepaidDays: 5, codDays: 6, codAllowed: true }], holidays: [], codMin: 0, codMax: null, blockedPincodes: [], blockedMobiles: [], rtoLimit: 2 };

describe("a 'Pay now' payment in progress", () => {
  test("a cash-on-delivery order's items cannot change while the shopper's 'Pay now' payment is open: 409 in plain words; its address can", async () => {
    const p = await twoSizes(44_900, 44_900);
    const { orderId, shopper } = await place([[p, 1]], { subtotal: 449, shippingCharge: 99, total: 548 }, 1);
    const set = await post('/api/admin/settings/delivery', { ...DELIVERY, prepaidDiscountPercent: 10 }, { headers: consoleHeaders(owner.cookie) });
    expect(set.status, set.text).toBe(200);
    const started = await post('/api/web/order/pay-now', { orderId }, { token: shopper.token });
    expect(started.status, started.text).toBe(200);
    const r = await act(orderId, 'change-line', { line: 0, colorVariantId: p.variantId, size: 'M', quantity: 2 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('The shopper is paying for this order online right now: try again in a few minutes.');
    expect(await lines(orderId)).toEqual([['M', 1, 44_900]]);
    // A new delivery address leaves the figures alone, so it may still change.
    const address = await act(orderId, 'address', { contactPerson: 'Kavya Iyer', doorNo: '4', address: 'Lake View Road', city: 'Madurai', district: 'Madurai', state: 'Tamil Nadu', pincode: '625001' });
    expect(address.status, address.text).toBe(200);
    expect((await post('/api/admin/settings/delivery', { ...DELIVERY, prepaidDiscountPercent: 0 }, { headers: consoleHeaders(owner.cookie) })).status).toBe(200);
  });
});
