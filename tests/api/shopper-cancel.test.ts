import { beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, orderEvents, orders, refunds, sizeStock } from '../../src/server/platform/db/schema';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

let packer: TestStaff;

beforeAll(async () => {
  packer = await newStaff('fulfilment');
});

const SHIP = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
const act = (path: string, body: unknown = {}) => post(`/api/admin/orders/${path}`, body, { headers: consoleHeaders(packer.cookie) });
const cancel = (token: string, body: unknown) => post('/api/web/order/cancel', body, { token });

async function shelf(p: TestProduct) {
  const [row] = await (await getDb()).select().from(sizeStock).where(eq(sizeStock.sizeId, p.sizeId));
  return { onHand: row!.onHand, reserved: row!.reserved };
}

/** A ₹499 product, 2 of them cash on delivery (₹998 + ₹99 shipping), by a new shopper. */
async function codOrder(p: TestProduct) {
  const shopper = await newCustomer('Lakshmi Nair');
  const addressId = await newAddress(shopper.token);
  const r = await post('/api/web/order/create', orderPayload([item(p, 2)], addressId, { subtotal: 998, shippingCharge: 99, total: 1097 }), { token: shopper.token });
  expect(r.status).toBe(200);
  return { shopper, orderId: r.body.data.orderId as string };
}

/** The same shopper's online order of one ₹499 product (₹39 shipping), paid on the sandbox's page. */
async function paidOnlineOrder(p: TestProduct) {
  const shopper = await newCustomer('Divya Menon');
  const addressId = await newAddress(shopper.token);
  const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 39, total: 538 }, 2), { token: shopper.token });
  expect(r.status).toBe(200);
  const attemptId = (r.body.data.paymentRedirectUrl as string).split('/').at(-1)!;
  const paid = await call('POST', `/api/web/payment/sandbox/${attemptId}`, {
    rawBody: new URLSearchParams({ outcome: 'pay' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
  return { shopper, orderId: r.body.data.orderId as string };
}

async function statusOf(id: string) {
  const [o] = await (await getDb()).select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, id));
  return o!;
}

describe("a shopper cancels their own order from My Account", () => {
  test('a confirmed COD order: Cancelled, both units back on the shelf, an event and an audit row naming the shopper', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 5 });
    const { shopper, orderId } = await codOrder(p);
    expect((await act(`${orderId}/confirm`)).status).toBe(200);
    expect(await shelf(p)).toEqual({ onHand: 5, reserved: 2 });
    expect((await get(`/api/web/product/stock/${p.productId}`)).body.data.sizes[p.sizeId]).toBe(3);

    const r = await cancel(shopper.token, { orderId, reason: 'Ordered the wrong size' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Your order is cancelled.');
    expect(r.body.data).toEqual({ orderId, status: 5, paymentStatus: 2, refund: 0, refundPending: false });
    expect(await statusOf(orderId)).toEqual({ status: 5, paymentStatus: 2 });
    expect(await shelf(p)).toEqual({ onHand: 5, reserved: 0 });
    expect((await get(`/api/web/product/stock/${p.productId}`)).body.data.sizes[p.sizeId]).toBe(5);

    const db = await getDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    expect(events.at(-1)).toMatchObject({ kind: 'cancel', fromStatus: 2, toStatus: 5, actorKind: 'customer', actorId: shopper.id, note: 'Ordered the wrong size' });
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.entityId, orderId)).orderBy(asc(auditEvents.id));
    expect(audits.map((a) => [a.action, a.staffId, a.customerId, a.before, a.after])).toEqual([
      ['order.confirm', packer.id, null, { status: 1 }, { status: 2 }],
      ['order.cancel', null, shopper.id, { status: 2 }, { status: 5, reason: 'Ordered the wrong size' }],
    ]);
    // The console's audit log names the shopper.
    const log = await get('/api/admin/audit?entity=order', { headers: consoleHeaders((await newStaff('owner')).cookie) });
    expect(log.status).toBe(200);
    const row = (log.body.data.rows as { action: string; entityId: string; staffName: string; staffEmail: string }[]).find((x) => x.entityId === orderId && x.action === 'order.cancel');
    expect(row).toMatchObject({ staffName: 'Shopper Lakshmi Nair', staffEmail: '' });
  });

  test('a paid online order is refunded at once: Refunded with ₹538 back', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 4 });
    const { shopper, orderId } = await paidOnlineOrder(p);
    expect(await statusOf(orderId)).toEqual({ status: 1, paymentStatus: 1 });

    const r = await cancel(shopper.token, { orderId });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Your order is cancelled. ₹538.00 is on its way back to your payment method.');
    expect(r.body.data).toEqual({ orderId, status: 5, paymentStatus: 4, refund: 538, refundPending: false });
    expect(await statusOf(orderId)).toEqual({ status: 5, paymentStatus: 4 });
    const db = await getDb();
    const sent = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(sent.map((x) => [x.amountPaise, x.state])).toEqual([[53_800, 'COMPLETED']]);
    expect(await shelf(p)).toEqual({ onHand: 4, reserved: 0 });
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.entityId, orderId)).orderBy(asc(auditEvents.id));
    expect(audits.map((a) => [a.action, a.customerId, a.before, a.after])).toEqual([
      ['order.cancel', shopper.id, { status: 1 }, { status: 5, reason: null }],
      ['order.refund', shopper.id, { paymentStatus: 1 }, { paymentStatus: 4, amountPaise: 53_800, refundState: 'COMPLETED' }],
    ]);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    expect(events.slice(-2).map((e) => [e.kind, e.actorKind])).toEqual([
      ['cancel', 'customer'],
      ['paymentRefunded', 'customer'],
    ]);
  });

  test("someone else's order is a 404 and stays as it was", async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 5 });
    const { orderId } = await codOrder(p);
    const stranger = await newCustomer('Bala Murugan');
    const r = await cancel(stranger.token, { orderId });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('No such order on your account.');
    expect(await statusOf(orderId)).toEqual({ status: 1, paymentStatus: 2 });
    expect(await shelf(p)).toEqual({ onHand: 5, reserved: 2 });
  });

  test('a shipped order is a 409 in plain words; so is one being packed or already cancelled', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 10 });
    const shipped = await codOrder(p);
    await act(`${shipped.orderId}/confirm`);
    expect((await act(`${shipped.orderId}/ship`, SHIP)).status).toBe(200);
    const r = await cancel(shipped.shopper.token, { orderId: shipped.orderId });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This order has already left our warehouse, so it can no longer be cancelled.');
    expect(await statusOf(shipped.orderId)).toEqual({ status: 6, paymentStatus: 2 });

    const packing = await codOrder(p);
    await act(`${packing.orderId}/confirm`);
    expect((await act(`${packing.orderId}/partially-fulfil`)).status).toBe(200);
    const r2 = await cancel(packing.shopper.token, { orderId: packing.orderId });
    expect(r2.status).toBe(409);
    expect(r2.body.message).toBe('We have started packing this order, so it can no longer be cancelled. Please contact us if you need help with it.');
    expect(await statusOf(packing.orderId)).toEqual({ status: 3, paymentStatus: 2 });

    const twice = await codOrder(p);
    expect((await cancel(twice.shopper.token, { orderId: twice.orderId })).status).toBe(200);
    const again = await cancel(twice.shopper.token, { orderId: twice.orderId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already cancelled.');
  });

  test('needs a signed-in shopper and a valid body', async () => {
    expect((await cancel('', { orderId: 'aaaaaaaaaaaaaaaaaaaaaaaa' })).status).toBe(401);
    const { token } = await newCustomer();
    const bad = await cancel(token, { orderId: 'nope', reason: 'x'.repeat(301) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'orderId', message: 'must be an order _id' },
      { path: 'reason', message: 'Keep the reason to 300 characters or fewer' },
    ]);
  });
});
