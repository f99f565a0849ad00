import { describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { invoices, orderEvents, orders } from '../../src/server/platform/db/schema';
import { cancelOrder, runSimpleAction, shipOrder } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { consoleHeaders, newStaff } from '../fixtures/staff';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { pathOfId } from '../support/ids';

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

async function setRules(overrides: Record<string, unknown>) {
  const owner = await newStaff('owner');
  const r = await post('/api/admin/settings/delivery', { ...RULES, ...overrides }, { headers: consoleHeaders(owner.cookie) });
  return { owner, r };
}

const ctx: StaffActionContext = { staff: { id: 'staff-9', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' }, audit: async () => {} };

/**
 * A ₹499 COD order (200 g: ₹99 COD shipping) with a ₹30 COD charge: ₹628. Paid now with 10% off
 * it is ₹499 − ₹49.90 + ₹39 online shipping = ₹488.10, a saving of ₹139.90.
 */
async function codOrder() {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const p = await newProduct({ pricePaise: 49_900 });
  const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 99, total: 628 }), { token: shopper.token });
  expect(r.status).toBe(200);
  return { shopper, orderId: r.body.data.orderId as string };
}

const payNow = (orderId: string, token: string) => post('/api/web/order/pay-now', { orderId }, { token });

function clickSandbox(redirect: string, outcome: 'pay' | 'fail') {
  return call('POST', `/api/web/payment/sandbox/${redirect.split('/').at(-1)}`, {
    rawBody: new URLSearchParams({ outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function orderRow(orderId: string) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('the prepaid discount setting', () => {
  test('is a whole percent up to 50; anything else is refused with a clear message', async () => {
    const ok = await setRules({ prepaidDiscountPercent: 10 });
    expect(ok.r.body.data.prepaidDiscountPercent).toBe(10);
    expect((await setRules({ prepaidDiscountPercent: 60 })).r.body.errors).toContainEqual({ path: 'prepaidDiscountPercent', message: 'Use a discount of at most 50%' });
    expect((await setRules({ prepaidDiscountPercent: 7.5 })).r.body.errors).toContainEqual({ path: 'prepaidDiscountPercent', message: 'Use a whole percent' });
    expect((await setRules({ prepaidDiscountPercent: -5 })).r.body.errors).toContainEqual({ path: 'prepaidDiscountPercent', message: 'Use a discount of 0% or more' });
    expect((await get('/api/admin/settings/delivery', { headers: consoleHeaders(ok.owner.cookie) })).body.data.prepaidDiscountPercent).toBe(10);
  });
});

describe('pay now and save', () => {
  test('the status page and the order detail offer it with the saving', async () => {
    await setRules({ codFee: 30, prepaidDiscountPercent: 10 });
    const { shopper, orderId } = await codOrder();
    const offer = { total: 488.1, saving: 139.9, prepaidDiscount: 49.9, shippingCharge: 39 };
    expect((await get(`/api/web/order/payment/status?orderId=${orderId}`, { token: shopper.token })).body.data.payNow).toEqual(offer);
    expect((await get(`/api/web/order/detail?orderId=${orderId}`, { token: shopper.token })).body.data.payNow).toEqual(offer);
  });

  test('without a prepaid discount nothing is offered and a switch is refused', async () => {
    await setRules({ codFee: 30, prepaidDiscountPercent: 0 });
    const { shopper, orderId } = await codOrder();
    expect((await get(`/api/web/order/detail?orderId=${orderId}`, { token: shopper.token })).body.data.payNow).toBeNull();
    const r = await payNow(orderId, shopper.token);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This order has no pay-now saving on offer, so it stays cash on delivery.');
  });

  test('paid on the sandbox, the order becomes online and Paid, with the discount and without the COD charge', async () => {
    await setRules({ codFee: 30, prepaidDiscountPercent: 10 });
    const { shopper, orderId } = await codOrder();
    const started = await payNow(orderId, shopper.token);
    expect(started.status).toBe(200);
    const redirect: string = started.body.data.paymentRedirectUrl;
    expect(redirect).toMatch(pathOfId('/payment/sandbox/'));
    // Still COD until the money arrives.
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 1, paymentStatus: 2, totalPaise: 62_800 });

    const back = await clickSandbox(redirect, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/order/status/${orderId}`);
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 2, paymentStatus: 1, status: 1, shippingPaise: 3_900, codFeePaise: 0, prepaidDiscountPaise: 4_990, totalPaise: 48_810 });
    const status = await get(`/api/web/order/payment/status?orderId=${orderId}`, { token: shopper.token });
    expect(status.body.data).toMatchObject({ orderId: `${orderId}-1`, status: 'Paid', payNow: null });
    expect(status.body.data.order).toMatchObject({ paymentMethod: 2, paymentStatus: 1, subtotal: 499, shippingCharge: 39, codFee: 0, prepaidDiscount: 49.9, total: 488.1 });

    const events = await (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => e.kind)).toEqual(['placed', 'payNowStarted', 'switchedToOnline', 'paymentSucceeded']);
    expect(events[3]).toMatchObject({ fromPaymentStatus: 2, toPaymentStatus: 1, actorKind: 'gateway' });
    const detail = await get(`/api/web/order/detail?orderId=${orderId}`, { token: shopper.token });
    expect(detail.body.data.timeline.map((t: { label: string }) => t.label)).toEqual(['Order placed', 'Switched to online payment', 'Payment received']);

    const again = await payNow(orderId, shopper.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already paid online.');
  });

  test('the invoice of a switched order taxes the discounted goods', async () => {
    await setRules({ codFee: 30, prepaidDiscountPercent: 10 });
    const { shopper, orderId } = await codOrder();
    await clickSandbox((await payNow(orderId, shopper.token)).body.data.paymentRedirectUrl, 'pay');
    await runSimpleAction(ctx, orderId, 'confirm');
    await shipOrder(ctx, orderId, { courier: 'Delhivery', awb: 'DLV11112222', trackingUrl: 'https://www.delhivery.com/track/package/DLV11112222' });
    const [invoice] = await (await getDb()).select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.particulars.lines[0]).toMatchObject({ unitPricePaise: 44_910, grossPaise: 44_910, taxablePaise: 42_771, rateBp: 500 });
    expect(invoice!.particulars.charges).toEqual([expect.objectContaining({ kind: 'shipping', grossPaise: 3_900, taxablePaise: 3_714 })]);
    expect(invoice).toMatchObject({ taxablePaise: 46_485, totalPaise: 48_810 });
  });

  test('a failed payment leaves the order cash on delivery, unchanged; it can be tried again', async () => {
    await setRules({ codFee: 30, prepaidDiscountPercent: 10 });
    const { shopper, orderId } = await codOrder();
    const before = await orderRow(orderId);
    await clickSandbox((await payNow(orderId, shopper.token)).body.data.paymentRedirectUrl, 'fail');
    const after = await orderRow(orderId);
    expect(after).toMatchObject({ paymentMethod: 1, paymentStatus: 2, status: 1, shippingPaise: 9_900, codFeePaise: 3_000, prepaidDiscountPaise: 0, totalPaise: 62_800 });
    expect(after.updatedAt).toEqual(before.updatedAt);
    const status = await get(`/api/web/order/payment/status?orderId=${orderId}`, { token: shopper.token });
    expect(status.body.data).toMatchObject({ orderId, status: 'Pending' });
    const retry = await payNow(orderId, shopper.token);
    expect(retry.status).toBe(200);
    expect(retry.body.data.paymentRedirectUrl).toMatch(/^\/payment\/sandbox\//);
  });

  test('one switch at a time: a repeat while the payment page is open answers the same page', async () => {
    await setRules({ codFee: 30, prepaidDiscountPercent: 10 });
    const { shopper, orderId } = await codOrder();
    const [a, b] = await Promise.all([payNow(orderId, shopper.token), payNow(orderId, shopper.token)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data.paymentRedirectUrl).toBe(a.body.data.paymentRedirectUrl);
    const third = await payNow(orderId, shopper.token);
    expect(third.body.data.paymentRedirectUrl).toBe(a.body.data.paymentRedirectUrl);
  });

  test('only the owner: anyone else gets 404, and signed out 401', async () => {
    await setRules({ codFee: 30, prepaidDiscountPercent: 10 });
    const { orderId } = await codOrder();
    const stranger = await newCustomer('Ravi Kumar');
    const r = await payNow(orderId, stranger.token);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('No such order on your account.');
    expect((await post('/api/web/order/pay-now', { orderId })).status).toBe(401);
    expect((await payNow('not-an-id', stranger.token)).status).toBe(400);
    expect((await get(`/api/web/order/payment/status?orderId=${orderId}`, { token: stranger.token })).status).toBe(404);
  });

  test('only before dispatch: a shipped or cancelled COD order is refused with its status', async () => {
    await setRules({ codFee: 30, prepaidDiscountPercent: 10 });
    const shipped = await codOrder();
    await runSimpleAction(ctx, shipped.orderId, 'confirm');
    // Confirmed still may switch.
    expect((await get(`/api/web/order/detail?orderId=${shipped.orderId}`, { token: shipped.shopper.token })).body.data.payNow).toMatchObject({ saving: 139.9 });
    await shipOrder(ctx, shipped.orderId, { courier: 'Delhivery', awb: 'DLV33334444', trackingUrl: 'https://www.delhivery.com/track/package/DLV33334444' });
    const late = await payNow(shipped.orderId, shipped.shopper.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This order is Shipped, so it can no longer be paid online. It stays cash on delivery.');
    expect((await get(`/api/web/order/detail?orderId=${shipped.orderId}`, { token: shipped.shopper.token })).body.data.payNow).toBeNull();

    const cancelled = await codOrder();
    await cancelOrder(ctx, cancelled.orderId, 'The shopper asked us to cancel.');
    const refused = await payNow(cancelled.orderId, cancelled.shopper.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is Cancelled, so it can no longer be paid online. It stays cash on delivery.');
  });

  test('a payment that arrives after the order shipped does not switch it: the money goes back', async () => {
    await setRules({ codFee: 30, prepaidDiscountPercent: 10 });
    const { shopper, orderId } = await codOrder();
    const redirect: string = (await payNow(orderId, shopper.token)).body.data.paymentRedirectUrl;
    await runSimpleAction(ctx, orderId, 'confirm');
    await shipOrder(ctx, orderId, { courier: 'Delhivery', awb: 'DLV55556666', trackingUrl: 'https://www.delhivery.com/track/package/DLV55556666' });
    await clickSandbox(redirect, 'pay');
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 1, paymentStatus: 2, status: 6, totalPaise: 62_800 });
    const kinds = (await (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.kind);
    expect(kinds).toContain('duplicatePaymentReceived');
    expect(kinds).toContain('duplicatePaymentRefunded');
  });
});
